import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { requireFeatures } from '../settings/platform-settings';
import type { SubscriptionWithPlan } from './list-subscriptions';
import { CANCEL, type RenewalProvider, switchRenewal } from './renewal-switch';

/** Cancels an active subscription: it stays in effect until its period ends (shown as expiring). */
export async function cancelSubscription(
  db: Db,
  provider: RenewalProvider | null,
  viewer: Viewer,
  id: string,
  now: Date,
): Promise<SubscriptionWithPlan> {
  await requireFeatures(db, 'subscriptions');
  return switchRenewal(db, provider, viewer, id, now, CANCEL);
}
