import { sql } from 'drizzle-orm';
import {
  type HideExemption,
  QUEUE_REPORTS_PER_AD,
  type ReportedAdsQuery,
  type ReportReason,
} from '../../../shared/schemas/reports';
import { type Db, queryRows } from '../../db/client';
import { hideExemptions } from './hide-exemptions';
import { type ReportSignals, reportSignals } from './report-signals';
import { type ReporterTrustRules, trustedReporter } from './trusted-reporter';

type AdStatus = 'pending' | 'approved' | 'rejected';

export interface ReportedAdRow {
  ad_id: string;
  title: string;
  status: AdStatus;
  hidden_by_reports_at: Date | null;
  owner_id: string;
  owner_name: string | null;
  owner_disabled: boolean | null;
  open_reports: number;
  last_reported_at: Date;
  exempt_from_hiding: HideExemption[];
}

export interface QueueReportRow {
  id: string;
  ad_id: string;
  reason: ReportReason;
  details: string;
  reporter_id: string;
  reporter_name: string | null;
  reporter_trusted: boolean;
  created_at: Date;
}

export interface ReportedAdsPageRows {
  ads: ReportedAdRow[];
  reasons: Map<string, { reason: ReportReason; count: number }[]>;
  reports: Map<string, QueueReportRow[]>;
  signals: Map<string, ReportSignals>;
  hasMore: boolean;
  total: number;
}

const ORDERS = {
  newest: sql`o.last_reported_at desc, o.open_reports desc, o.ad_id desc`,
  most: sql`o.open_reports desc, o.last_reported_at desc, o.ad_id desc`,
} as const;

const grouped = <T extends { ad_id: string }>(rows: T[]) => {
  const map = new Map<string, T[]>();
  for (const row of rows) map.set(row.ad_id, [...(map.get(row.ad_id) ?? []), row]);
  return map;
};

/**
 * The moderators' reports queue: ads with open reports, those reports never hide (staff, sponsored,
 * paid) first, then most recently or most reported first (offset pages: the queue is short), each
 * with its open reports counted by reason and by trusted reporters, whether they came in a burst,
 * and its latest ones with their reporters.
 */
export async function listReportedAds(
  db: Db,
  query: ReportedAdsQuery,
  trust: ReporterTrustRules,
): Promise<ReportedAdsPageRows> {
  const rows = await queryRows<ReportedAdRow>(
    db,
    sql`with o as (
          select ad_id, count(*)::int as open_reports, max(created_at) as last_reported_at
          from ad_reports where status = 'open' group by ad_id
        ), q as (
          select o.ad_id, a.title, a.status, a.hidden_by_reports_at, a.user_id as owner_id,
                 p.display_name as owner_name, p.disabled as owner_disabled, o.open_reports, o.last_reported_at,
                 ${hideExemptions(trust.now)} as exempt_from_hiding
          from o join advertisements a on a.id = o.ad_id left join profiles p on p.id = a.user_id
        )
        select * from q o
        order by cardinality(o.exempt_from_hiding) > 0 desc, ${ORDERS[query.sort]}
        limit ${query.limit + 1} offset ${query.offset}`,
  );
  const ads = rows.slice(0, query.limit);
  const ids = ads.map((ad) => ad.ad_id);
  const [total] = await queryRows<{ n: number }>(
    db,
    sql`select count(distinct ad_id)::int as n from ad_reports where status = 'open'`,
  );
  if (ids.length === 0)
    return {
      ads,
      reasons: new Map(),
      reports: new Map(),
      signals: new Map(),
      hasMore: false,
      total: total?.n ?? 0,
    };
  const idList = sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );
  const reasons = await queryRows<{ ad_id: string; reason: ReportReason; count: number }>(
    db,
    sql`select ad_id, reason, count(*)::int as count from ad_reports
        where status = 'open' and ad_id in (${idList})
        group by ad_id, reason order by ad_id, count desc, reason`,
  );
  const reports = await queryRows<QueueReportRow>(
    db,
    sql`select id, ad_id, reason, details, reporter_id, reporter_name,
               ${trustedReporter(sql`latest.reporter_id`, trust)} as reporter_trusted, created_at from (
          select r.id, r.ad_id, r.reason, r.details, r.reporter_id, p.display_name as reporter_name,
                 r.created_at, row_number() over (partition by r.ad_id order by r.created_at desc, r.id desc) as n
          from ad_reports r left join profiles p on p.id = r.reporter_id
          where r.status = 'open' and r.ad_id in (${idList})
        ) latest where n <= ${QUEUE_REPORTS_PER_AD} order by ad_id, created_at desc, id desc`,
  );
  return {
    ads,
    reasons: grouped(reasons),
    reports: grouped(reports),
    signals: await reportSignals(db, idList, trust),
    hasMore: rows.length > query.limit,
    total: total?.n ?? 0,
  };
}
