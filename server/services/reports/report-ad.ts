import { and, count, eq } from 'drizzle-orm';
import type { ReportReason } from '../../../shared/schemas/reports';
import { AppError, notFound } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { advertisements as ads } from '../../db/schema/ads';
import { adReports } from '../../db/schema/reports';
import { assertMayReport } from '../../policies/report';
import { isAdId } from '../ads/ad-id';
import { onOffer } from '../ads/ad-query';
import { sendNotifications } from '../notifications/notifications';
import { invalidateSearchCache } from '../search/search-cache';

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

/**
 * Files the report. The ad's row is locked while the open reports are counted, so reports racing
 * each other count once each: the one that brings them to `hideAt` moves the ad back to 'pending'
 * (out of every public list, search, map, sitemap, feed and page), marks it hidden by reports and
 * tells its owner in the same transaction, without a word on who reported.
 */
export async function reportAd(
  deps: { db: Db; clock: Clock },
  viewer: Viewer,
  adId: string,
  input: { reason: ReportReason; details?: string },
  rules: { hideAt: number },
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
      const [open] = await tx
        .select({ n: count() })
        .from(adReports)
        .where(and(eq(adReports.adId, adId), eq(adReports.status, 'open')));
      if ((open?.n ?? 0) < rules.hideAt) return { report, hidden: false };
      const now = deps.clock();
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
  if (hidden) invalidateSearchCache();
  return report;
}
