import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema/monetization';

/** A subscription with the names of its plan. */
export type SubscriptionWithPlan = {
  sub: typeof subscriptions.$inferSelect;
  plan: Pick<typeof plans.$inferSelect, 'nameEn' | 'nameUk'>;
};

const withPlan = (db: Db) =>
  db
    .select({ sub: subscriptions, plan: { nameEn: plans.nameEn, nameUk: plans.nameUk } })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId));

/** The person's subscriptions, newest first. */
export function listSubscriptions(db: Db, userId: string): Promise<SubscriptionWithPlan[]> {
  return withPlan(db)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
}

/** One of the person's subscriptions; null when it is not theirs. */
export async function findOwnSubscription(
  db: Db,
  userId: string,
  id: string,
): Promise<SubscriptionWithPlan | null> {
  const [row] = await withPlan(db).where(eq(subscriptions.id, id));
  return row && row.sub.userId === userId ? row : null;
}
