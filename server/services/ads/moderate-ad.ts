import { AppError } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { type AdAnswer, adAnswer } from './ad-answer';
import { isAdId } from './ad-id';
import { type ModerationChange, moderateAds } from './moderate-ads';
import { moderationDeps } from './moderation-deps';

/**
 * An admin sets one ad's status (with a reason for a rejection) or reassigns its owner
 * (PATCH /admin/ads/{id}); the owner is told (moderate-ads.ts). Returns the ad after the change.
 */
export async function moderateAd(
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'env' | 'trust' | 'searchCache' | 'wakeups'>,
  viewer: Viewer | null,
  id: string,
  change: ModerationChange,
): Promise<AdAnswer> {
  const admin = requireAdministrator(viewer);
  if (!isAdId(id)) throw new AppError('NOT_FOUND', 404);
  const changed = await moderateAds(moderationDeps(deps, admin), [id], change);
  if (changed.length === 0) throw new AppError('NOT_FOUND', 404);
  return adAnswer(deps, id, admin, 'admin');
}
