import { and, eq, inArray, ne } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { Clock } from '../../core/clock';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { type AD_STATUSES, advertisements as ads } from '../../db/schema/ads';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import type { Mailer } from '../../mail/mailer';
import { adModeratedMail } from '../../mail/templates';
import { recordAudit } from '../audit/record-audit';
import { sendNotifications } from '../notifications/notifications';
import { invalidateSearchCache } from '../search/search-cache';

export type AdStatus = (typeof AD_STATUSES)[number];

export interface ModerationChange {
  status?: AdStatus;
  /** Kept only with status 'rejected'. */
  rejectionReason?: string | null;
  /** Reassigns the ads to another person. */
  userId?: string;
}

/**
 * An admin sets the status (and reason) or the owner of ads. Owners whose ad became approved or
 * rejected by it get an in-app notice (in the same transaction) and a mail; a failed mail is logged,
 * the change stands. Returns the ids changed.
 */
export async function moderateAds(
  deps: { db: Db; clock: Clock; mailer: Mailer; siteUrl: string; actor: Viewer },
  ids: string[],
  change: ModerationChange,
): Promise<string[]> {
  const { db } = deps;
  if (change.userId) {
    const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.id, change.userId));
    if (!owner) throw new AppError('VALIDATION_FAILED', 400, { fields: { user_id: 'invalidValue' } });
  }
  const status = change.status;
  const { updated, decided } = await db.transaction(async (tx) => {
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
          ? { status, rejectionReason: status === 'rejected' ? (change.rejectionReason ?? null) : null }
          : {}),
        ...(change.userId ? { userId: change.userId } : {}),
        updatedAt: deps.clock(),
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
  });
  invalidateSearchCache();
  if (status === 'approved' || status === 'rejected') {
    await mailOwners(
      deps,
      decided.map((ad) => ad.id),
      status,
    );
  }
  return updated.map((row) => row.id);
}

type AdState = { id: string; status: AdStatus; reason: string | null; userId: string; title: string };
const STATUS_ACTIONS: Record<AdStatus, string> = {
  approved: 'ad.approve',
  rejected: 'ad.reject',
  pending: 'ad.reopen',
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
