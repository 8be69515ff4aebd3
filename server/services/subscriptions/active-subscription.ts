import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { subscriptions } from '../../db/schema/monetization';

/**
 * Until when the person's subscription benefits last, when a period is running at `now` (an expiring
 * one counts: it was paid for to its end); null otherwise.
 */
export async function activeSubscriptionEnd(db: Db, userId: string, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ end: subscriptions.currentPeriodEnd })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now)))
    .orderBy(desc(subscriptions.currentPeriodEnd))
    .limit(1);
  return row?.end ?? null;
}
