import { type SQL, sql } from 'drizzle-orm';
import { REPORT_BURST } from '../../../shared/schemas/reports';
import { type Db, queryRows } from '../../db/client';
import { type ReporterTrustRules, trustedReporter } from './trusted-reporter';

/** What an ad's open reports tell the moderators beyond their number. */
export interface ReportSignals {
  /** Open reports of trusted reporters: those that count toward `reports_to_hide`. */
  trustedReports: number;
  /** REPORT_BURST: untrusted reporters' open reports bunched within minutes (a brigade's mark). */
  burst: boolean;
}

const burstWindow = sql.raw(`interval '${REPORT_BURST.minutes} minutes'`);

/** The signals of the open reports of the ads `idList` (a list of uuids), by ad id. */
export async function reportSignals(
  db: Db,
  idList: SQL,
  trust: ReporterTrustRules,
): Promise<Map<string, ReportSignals>> {
  const rows = await queryRows<{ ad_id: string; trusted_reports: number; burst: boolean }>(
    db,
    sql`with t as (
          select r.ad_id, r.created_at, ${trustedReporter(sql`r.reporter_id`, trust)} as trusted
          from ad_reports r where r.status = 'open' and r.ad_id in (${idList})
        ), w as (
          select ad_id, trusted, count(*) filter (where not trusted) over (
                   partition by ad_id order by created_at range between current row and ${burstWindow} following
                 ) as untrusted_soon_after
          from t
        )
        select ad_id, (count(*) filter (where trusted))::int as trusted_reports,
               coalesce(max(untrusted_soon_after) filter (where not trusted) >= ${REPORT_BURST.reports}, false) as burst
        from w group by ad_id`,
  );
  return new Map(rows.map((row) => [row.ad_id, { trustedReports: row.trusted_reports, burst: row.burst }]));
}
