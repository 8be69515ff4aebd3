import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { requireFeatures } from '../settings/platform-settings';
import type { SubscriptionWithPlan } from './list-subscriptions';
import { REACTIVATE, type RenewalProvider, switchRenewal } from './renewal-switch';

/** Reactivates an expiring subscription before its period ends: it renews again. */
export async function reactivateSubscription(
  db: Db,
  provider: RenewalProvider | null,
  viewer: Viewer,
  id: string,
  now: Date,
): Promise<SubscriptionWithPlan> {
  await requireFeatures(db, 'subscriptions');
  return switchRenewal(db, provider, viewer, id, now, REACTIVATE);
}
