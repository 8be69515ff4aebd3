import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements } from '../../db/schema/ads';
import { at } from './moments';

/**
 * A paid subscription period as paid placement on every ad of its holder: is_paid, and paid_until
 * at least the period's end (a longer upgrade already bought is kept).
 */
export async function applySubscriptionToAds(db: Db, userId: string, periodEnd: Date, now: Date) {
  await db
    .update(advertisements)
    .set({
      isPaid: true,
      paidUntil: sql`greatest(coalesce(${advertisements.paidUntil}, ${at(now)}), ${at(periodEnd)})`,
    })
    .where(eq(advertisements.userId, userId));
}

/** The holder's ads whose paid period came from this subscription period stop being paid now. */
export async function endSubscriptionOnAds(db: Db, userId: string, periodEnd: Date, now: Date) {
  await db
    .update(advertisements)
    .set({ paidUntil: now })
    .where(
      and(
        eq(advertisements.userId, userId),
        eq(advertisements.paidUntil, periodEnd),
        gt(advertisements.paidUntil, now),
      ),
    );
}
