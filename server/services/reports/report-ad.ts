import { and, eq, sql } from 'drizzle-orm';
import type { ReportReason } from '../../../shared/schemas/reports';
import { AppError, notFound } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { SearchCache } from '../../core/search-cache';
import type { Viewer } from '../../core/viewer';
import { type Db, queryRows } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { advertisements as ads } from '../../db/schema/ads';
import { adReports } from '../../db/schema/reports';
import { assertMayReport } from '../../policies/report';
import { isAdId } from '../ads/ad-id';
import { onOffer } from '../ads/ad-query';
import { sendNotifications } from '../notifications/notifications';
import { hideExemptions } from './hide-exemptions';
import { trustedReporter } from './trusted-reporter';

export type ReportRow = typeof adReports.$inferSelect;
const alreadyReported = () => new AppError('ALREADY_REPORTED', 409);

/**
 * The checks before a report counts against the person's daily allowance: a published ad (404),
 * not their own (403), not reported by them before (409).
 */
export async function assertMayReportAd(db: Db, viewer: Viewer, adId: string, now: Date): Promise<void> {
  if (!isAdId(adId)) throw notFound();
  const [ad] = await db
    .select({ userId: ads.userId })
    .from(ads)
    .where(and(eq(ads.id, adId), onOffer(now)));
  if (!ad) throw notFound();
  assertMayReport(viewer, ad);
  const [earlier] = await db
    .select({ id: adReports.id })
    .from(adReports)
    .where(and(eq(adReports.adId, adId), eq(adReports.reporterId, viewer.id)));
  if (earlier) throw alreadyReported();
}

/** Whether the ad's open reports from trusted reporters reach `hideAt` and nothing exempts it from hiding. */
async function reportsHide(
  tx: Db,
  adId: string,
  rules: { hideAt: number; newAccountDays: number },
  now: Date,
) {
  const trusted = trustedReporter(sql`r.reporter_id`, { now, newAccountDays: rules.newAccountDays });
  const [row] = await queryRows<{ trusted: number; exempt: boolean }>(
    tx,
    sql`select (select count(*)::int from ad_reports r where r.ad_id = a.id and r.status = 'open' and ${trusted}) as trusted,
               cardinality(${hideExemptions(now)}) > 0 as exempt
        from advertisements a left join profiles p on p.id = a.user_id where a.id = ${adId}`,
  );
  return row !== undefined && !row.exempt && row.trusted >= rules.hideAt;
}

/**
 * Files the report. The ad's row is locked while the open reports are counted, so reports racing
 * each other count once each: the one that brings the trusted reporters' open reports to `hideAt`
 * moves the ad back to 'pending' (out of every public list, search, map, sitemap, feed and page),
 * marks it hidden by reports and tells its owner in the same transaction, without a word on who
 * reported. Untrusted reporters' reports are filed for the moderators but hide nothing, and a staff,
 * sponsored or paid ad is never hidden (docs/decisions/028).
 */
export async function reportAd(
  deps: { db: Db; clock: Clock; searchCache: SearchCache },
  viewer: Viewer,
  adId: string,
  input: { reason: ReportReason; details?: string },
  rules: { hideAt: number; newAccountDays: number },
): Promise<ReportRow> {
  const { report, hidden } = await deps.db
    .transaction(async (tx) => {
      const [ad] = await tx
        .select({ id: ads.id, userId: ads.userId, title: ads.title })
        .from(ads)
        .where(and(eq(ads.id, adId), onOffer(deps.clock())))
        .for('update');
      if (!ad) throw notFound();
      assertMayReport(viewer, ad);
      const [report] = await tx
        .insert(adReports)
        .values({ adId, reporterId: viewer.id, reason: input.reason, details: input.details ?? '' })
        .returning();
      if (!report) throw new Error('report not saved');
      const now = deps.clock();
      if (!(await reportsHide(tx, adId, rules, now))) return { report, hidden: false };
      await tx
        .update(ads)
        .set({ status: 'pending', hiddenByReportsAt: now, updatedAt: now })
        .where(eq(ads.id, adId));
      await sendNotifications(tx, [
        { userId: ad.userId, kind: 'ad_reported', adId, data: { title: ad.title } },
      ]);
      return { report, hidden: true };
    })
    .catch((error) => {
      throw isUniqueViolation(error) ? alreadyReported() : error;
    });
  if (hidden) deps.searchCache.forget();
  return report;
}
