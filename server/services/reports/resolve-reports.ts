import { and, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { adReports } from '../../db/schema/reports';
import { isAdId } from '../ads/ad-id';
import {
  type AdStatus,
  afterModeration,
  type ModerationDeps,
  moderateInTransaction,
} from '../ads/moderate-ads';
import { recordAudit } from '../audit/record-audit';
import { updateUser } from '../users/update-user';

export interface ReportsResolution {
  adId: string;
  closedReports: number;
  adStatus: AdStatus;
}

type Action = 'dismiss' | 'reject' | 'disable_owner';
type LockedAd = { status: AdStatus; hiddenByReportsAt: Date | null; title: string; userId: string };

/**
 * Locks the ad, closes its open reports (409 NO_OPEN_REPORTS when there are none: another moderator
 * was quicker) and records the moderator's action on them in the audit log, all in `tx`.
 */
async function closeReports(
  tx: Db,
  actor: Viewer,
  adId: string,
  action: Action,
  now: Date,
): Promise<{ ad: LockedAd; closed: number }> {
  if (!isAdId(adId)) throw notFound();
  const [ad] = await tx
    .select({
      status: ads.status,
      hiddenByReportsAt: ads.hiddenByReportsAt,
      title: ads.title,
      userId: ads.userId,
    })
    .from(ads)
    .where(eq(ads.id, adId))
    .for('update');
  if (!ad) throw notFound();
  const closed = await tx
    .update(adReports)
    .set({ status: action === 'dismiss' ? 'dismissed' : 'actioned', resolvedBy: actor.id, resolvedAt: now })
    .where(and(eq(adReports.adId, adId), eq(adReports.status, 'open')))
    .returning({ reason: adReports.reason });
  if (closed.length === 0) throw new AppError('NO_OPEN_REPORTS', 409);
  const reasons: Record<string, number> = {};
  for (const { reason } of closed) reasons[reason] = (reasons[reason] ?? 0) + 1;
  await recordAudit(tx, actor, {
    action: `ad.reports_${action}`,
    entityType: 'ad',
    entityId: adId,
    before: { title: ad.title, status: ad.status, open_reports: closed.length, reasons },
    after: { title: ad.title, open_reports: 0 },
  });
  return { ad, closed: closed.length };
}

/**
 * The reports were unfounded: they are closed, and an ad they hid (still as they left it) is
 * approved again, with the usual approval notice and mail to its owner.
 */
export async function dismissReports(deps: ModerationDeps, adId: string): Promise<ReportsResolution> {
  const result = await deps.db.transaction(async (tx) => {
    const { ad, closed } = await closeReports(tx, deps.actor, adId, 'dismiss', deps.clock());
    if (ad.status !== 'pending' || ad.hiddenByReportsAt === null)
      return { closed, status: ad.status, decided: [] };
    const { decided } = await moderateInTransaction(tx, deps, [adId], { status: 'approved' });
    return { closed, status: 'approved' as const, decided };
  });
  await afterModeration(deps, result.decided, 'approved');
  return { adId, closedReports: result.closed, adStatus: result.status };
}

/** The reports were right: they are closed and the ad rejected with the moderator's reason (notice and mail). */
export async function rejectReportedAd(
  deps: ModerationDeps,
  adId: string,
  reason: string | null,
): Promise<ReportsResolution> {
  const result = await deps.db.transaction(async (tx) => {
    const { closed } = await closeReports(tx, deps.actor, adId, 'reject', deps.clock());
    const change = { status: 'rejected' as const, rejectionReason: reason };
    const { decided } = await moderateInTransaction(tx, deps, [adId], change);
    return { closed, decided };
  });
  await afterModeration(deps, result.decided, 'rejected');
  return { adId, closedReports: result.closed, adStatus: 'rejected' };
}

/**
 * The reports were right about the person: they are closed and the ad's owner disabled through the
 * admins' own user change (audited; never oneself or the last admin), which takes all their ads out
 * of public view.
 */
export async function disableReportedOwner(
  deps: Deps,
  admin: Viewer,
  adId: string,
): Promise<ReportsResolution> {
  const result = await deps.db.transaction(async (tx) => {
    const { ad, closed } = await closeReports(tx, admin, adId, 'disable_owner', deps.clock());
    await updateUser({ ...deps, db: tx }, admin, ad.userId, { disabled: true });
    return { closed, status: ad.status };
  });
  deps.searchCache.forget();
  return { adId, closedReports: result.closed, adStatus: result.status };
}
