import type { Subscription } from '../../shared/schemas/subscriptions';
import { displayStatus } from '../../shared/subscription-status';
import type { SubscriptionWithPlan } from '../services/subscriptions/list-subscriptions';

/** A person's subscription as My Subscriptions shows it, with its status at `now`. */
export function presentSubscription({ sub, plan }: SubscriptionWithPlan, now: Date): Subscription {
  const status = displayStatus(
    { current_period_end: sub.currentPeriodEnd, cancel_at_period_end: sub.cancelAtPeriodEnd },
    now,
  );
  return {
    id: sub.id,
    plan_id: sub.planId,
    plan_name_en: plan.nameEn,
    plan_name_uk: plan.nameUk,
    status,
    billing_cycle: sub.billingCycle,
    next_billing_date: status === 'active' ? sub.currentPeriodEnd.toISOString() : null,
    current_period_end: sub.currentPeriodEnd.toISOString(),
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    cancelled_at: sub.cancelledAt?.toISOString() ?? null,
    created_at: sub.createdAt.toISOString(),
  };
}
