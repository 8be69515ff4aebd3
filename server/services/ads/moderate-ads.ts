import { and, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { type AD_STATUSES, advertisements as ads } from '../../db/schema/ads';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import type { Mailer } from '../../mail/mailer';
import { adModeratedMail } from '../../mail/templates';
import { recordAudit } from '../audit/record-audit';
import { expiryColumnsForStatus } from '../expiry/expiry-sql';
import { tellSaversOfPriceDrops } from '../favourites/price-drops';
import { sendNotifications } from '../notifications/notifications';

export type AdStatus = (typeof AD_STATUSES)[number];

export interface ModerationChange {
  status?: AdStatus;
  /** Kept only with status 'rejected'. */
  rejectionReason?: string | null;
  /** Reassigns the ads to another person. */
  userId?: string;
}

export type ModerationDeps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  siteUrl: string;
  actor: Viewer;
  trust: Deps['trust'];
  searchCache: Deps['searchCache'];
  wakeups: Deps['wakeups'];
};
type Moderated = { id: string; userId: string; title: string; reason: string | null; status: AdStatus };

/**
 * An admin sets the status (and reason) or the owner of ads. Owners whose ad became approved or
 * rejected by it get an in-app notice (in the same transaction) and a mail; a failed mail is logged,
 * the change stands. An ad becoming approved gets its expiry (docs/decisions/029). Returns the ids changed.
 */
export async function moderateAds(
  deps: ModerationDeps,
  ids: string[],
  change: ModerationChange,
): Promise<string[]> {
  const { db } = deps;
  if (change.userId) {
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.id, change.userId));
    if (!owner) throw new AppError('VALIDATION_FAILED', 400, { fields: { user_id: 'invalidValue' } });
  }
  const { updated, decided } = await db.transaction((tx) => moderateInTransaction(tx, deps, ids, change));
  await afterModeration(deps, decided, change.status);
  return updated.map((row) => row.id);
}

/**
 * The change of `moderateAds` inside the caller's transaction `tx` (audit and notices included);
 * once it commits the caller runs `afterModeration` with `decided`. Any status decision clears a hold
 * by reports (migration 0023).
 */
export async function moderateInTransaction(
  tx: Db,
  deps: Pick<ModerationDeps, 'clock' | 'actor' | 'trust'>,
  ids: string[],
  change: ModerationChange,
): Promise<{ updated: Moderated[]; decided: Moderated[] }> {
  const status = change.status;
  const now = deps.clock();
  const lifetimeDays = status === 'approved' ? (await deps.trust.read()).ad_lifetime_days : 0;
  const before = await tx
    .select({
      id: ads.id,
      status: ads.status,
      reason: ads.rejectionReason,
      userId: ads.userId,
      title: ads.title,
    })
    .from(ads)
    .where(inArray(ads.id, ids))
    .for('update');
  if (before.length === 0) return { updated: [], decided: [] };
  const updated = await tx
    .update(ads)
    .set({
      ...(status
        ? {
            status,
            rejectionReason: status === 'rejected' ? (change.rejectionReason ?? null) : null,
            hiddenByReportsAt: null,
            ...expiryColumnsForStatus(status, now, lifetimeDays),
          }
        : {}),
      ...(change.userId ? { userId: change.userId } : {}),
      updatedAt: now,
    })
    .where(inArray(ads.id, ids))
    .returning({
      id: ads.id,
      userId: ads.userId,
      title: ads.title,
      reason: ads.rejectionReason,
      status: ads.status,
    });
  await auditModeration(tx, deps.actor, before, updated);
  // An approval publishes the price an owner's edit set: their savers hear of a lower one.
  if (status === 'approved')
    await tellSaversOfPriceDrops(
      tx,
      updated.map((ad) => ad.id),
    );
  if (status !== 'approved' && status !== 'rejected') return { updated, decided: [] };
  const changed = new Set(before.filter((ad) => ad.status !== status).map((ad) => ad.id));
  const decided = updated.filter((ad) => changed.has(ad.id));
  await sendNotifications(
    tx,
    decided.map((ad) => ({
      userId: ad.userId,
      kind: status === 'approved' ? 'ad_approved' : 'ad_rejected',
      adId: ad.id,
      data: { title: ad.title, reason: ad.reason },
    })),
  );
  return { updated, decided };
}

/** What follows a committed moderation: the search answers forgotten, the decided ads' owners mailed. */
export async function afterModeration(
  deps: Pick<ModerationDeps, 'db' | 'mailer' | 'siteUrl' | 'searchCache' | 'wakeups'>,
  decided: Moderated[],
  status: AdStatus | undefined,
): Promise<void> {
  deps.searchCache.forget();
  // An ad approved with little time to run may be due a reminder now.
  if (status === 'approved') {
    deps.wakeups.expiry.request();
    deps.wakeups.alerts.request();
  }
  if (status === 'approved' || status === 'rejected')
    await mailOwners(
      deps,
      decided.map((ad) => ad.id),
      status,
    );
}

type AdState = { id: string; status: AdStatus; reason: string | null; userId: string; title: string };
const STATUS_ACTIONS: Record<AdStatus, string> = {
  approved: 'ad.approve',
  rejected: 'ad.reject',
  pending: 'ad.reopen',
  expired: 'ad.expire',
};

/** One audit entry per ad and kind of change (status, owner); an ad left as it was records nothing. */
async function auditModeration(tx: Db, actor: Viewer, before: AdState[], after: AdState[]) {
  const was = new Map(before.map((ad) => [ad.id, ad]));
  const changes = after.flatMap((ad) => {
    const old = was.get(ad.id);
    return old ? [{ old, ad }] : [];
  });
  const people = new Set(
    changes
      .filter(({ old, ad }) => old.userId !== ad.userId)
      .flatMap(({ old, ad }) => [old.userId, ad.userId]),
  );
  const names = new Map(
    people.size === 0
      ? []
      : (
          await tx
            .select({ id: profiles.id, name: profiles.displayName })
            .from(profiles)
            .where(inArray(profiles.id, [...people]))
        ).map((p) => [p.id, p.name]),
  );
  for (const { old, ad } of changes) {
    if (ad.status !== old.status || ad.reason !== old.reason) {
      await recordAudit(tx, actor, {
        action: STATUS_ACTIONS[ad.status],
        entityType: 'ad',
        entityId: ad.id,
        before: { title: old.title, status: old.status, rejection_reason: old.reason },
        after: { title: ad.title, status: ad.status, rejection_reason: ad.reason },
      });
    }
    if (ad.userId !== old.userId) {
      await recordAudit(tx, actor, {
        action: 'ad.reassign',
        entityType: 'ad',
        entityId: ad.id,
        before: { title: old.title, user_id: old.userId, owner: names.get(old.userId) ?? null },
        after: { title: ad.title, user_id: ad.userId, owner: names.get(ad.userId) ?? null },
      });
    }
  }
}

async function mailOwners(
  deps: { db: Db; mailer: Mailer; siteUrl: string },
  ids: string[],
  outcome: 'approved' | 'rejected',
) {
  if (ids.length === 0) return;
  const rows = await deps.db
    .select({ id: ads.id, title: ads.title, reason: ads.rejectionReason, email: user.email })
    .from(ads)
    .innerJoin(user, eq(user.id, ads.userId))
    .where(and(inArray(ads.id, ids), ne(user.email, '')));
  for (const row of rows) {
    const mail = adModeratedMail(
      row.email,
      { title: row.title, url: `${deps.siteUrl}/ads/${row.id}` },
      outcome,
      row.reason,
    );
    await deps.mailer
      .send(mail)
      .catch((error) => console.error(`moderation mail for ad ${row.id} not sent`, error));
  }
}
