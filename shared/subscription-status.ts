/** How a subscription is shown (docs/decisions/014-monetisation.md; SPEC section 4). */
export const SUBSCRIPTION_DISPLAY_STATUSES = ['active', 'expiring', 'cancelled'] as const;
export type SubscriptionDisplayStatus = (typeof SUBSCRIPTION_DISPLAY_STATUSES)[number];

export interface SubscriptionPeriod {
  current_period_end: Date | string;
  cancel_at_period_end: boolean;
}

/** Whether the paid period is still running at `now`: its benefits last exactly until its end. */
export function periodRunning(sub: Pick<SubscriptionPeriod, 'current_period_end'>, now: Date): boolean {
  return new Date(sub.current_period_end).getTime() > now.getTime();
}

/**
 * active: the period runs and will renew; expiring: it runs but was cancelled (it stops at its end);
 * cancelled: the period is over (or the provider ended it).
 */
export function displayStatus(sub: SubscriptionPeriod, now: Date): SubscriptionDisplayStatus {
  if (!periodRunning(sub, now)) return 'cancelled';
  return sub.cancel_at_period_end ? 'expiring' : 'active';
}
