import { desc, eq } from 'drizzle-orm';
import type { Subscription } from '../../../shared/schemas/subscriptions';
import { displayStatus } from '../../../shared/subscription-status';
import type { Db } from '../../db/client';
import { plans, subscriptions } from '../../db/schema/monetization';

type SubscriptionRow = typeof subscriptions.$inferSelect;
type PlanNames = Pick<typeof plans.$inferSelect, 'nameEn' | 'nameUk'>;

export function presentSubscription(row: SubscriptionRow, plan: PlanNames, now: Date): Subscription {
  const status = displayStatus(
    { current_period_end: row.currentPeriodEnd, cancel_at_period_end: row.cancelAtPeriodEnd },
    now,
  );
  return {
    id: row.id,
    plan_id: row.planId,
    plan_name_en: plan.nameEn,
    plan_name_uk: plan.nameUk,
    status,
    billing_cycle: row.billingCycle,
    next_billing_date: status === 'active' ? row.currentPeriodEnd.toISOString() : null,
    current_period_end: row.currentPeriodEnd.toISOString(),
    cancel_at_period_end: row.cancelAtPeriodEnd,
    cancelled_at: row.cancelledAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The person's subscriptions, newest first, with their status at `now`. */
export async function listSubscriptions(db: Db, userId: string, now: Date): Promise<Subscription[]> {
  const rows = await db
    .select({ sub: subscriptions, plan: { nameEn: plans.nameEn, nameUk: plans.nameUk } })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map(({ sub, plan }) => presentSubscription(sub, plan, now));
}

/** One of the person's subscriptions as the API shows it; null when it is not theirs. */
export async function findOwnSubscription(
  db: Db,
  userId: string,
  id: string,
  now: Date,
): Promise<Subscription | null> {
  const [row] = await db
    .select({ sub: subscriptions, plan: { nameEn: plans.nameEn, nameUk: plans.nameUk } })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(eq(subscriptions.id, id));
  if (!row || row.sub.userId !== userId) return null;
  return presentSubscription(row.sub, row.plan, now);
}
