import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { moderateAds } from './moderate-ads';
import { moderationDeps } from './moderation-deps';

/** An admin approves or rejects several ads at once (POST /admin/ads/moderate). Returns the ids changed. */
export async function moderateAdBatch(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'env' | 'trust' | 'searchCache' | 'wakeups'>,
  viewer: Viewer | null,
  ids: string[],
  change: { status: 'approved' | 'rejected'; rejectionReason?: string | null },
): Promise<string[]> {
  const admin = requireAdministrator(viewer);
  return moderateAds(moderationDeps(deps, admin), ids, change);
}
