import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/viewer';
import { isAdmin } from './administer';

type RatingFacts = { userId: string; status: string };

/**
 * The viewer may change the rating: their own (or any for an admin when `adminToo`: deleting, not
 * editing). Someone else's answers 403 only when everyone can see it (approved, on a public ad);
 * otherwise 404, so a pending or rejected rating is never revealed.
 */
export function assertMayChangeRating(
  viewer: Viewer,
  rating: RatingFacts,
  adIsPublic: boolean,
  options: { adminToo: boolean },
): void {
  if (rating.userId === viewer.id) return;
  if (options.adminToo && isAdmin(viewer)) return;
  if (rating.status === 'approved' && adIsPublic) throw new AppError('FORBIDDEN', 403);
  throw notFound();
}

/** Anyone signed in may rate an ad on offer, except its owner. */
export const mayRateAd = (viewer: Viewer, ad: { userId: string }): boolean => ad.userId !== viewer.id;

export function assertMayRateAd(viewer: Viewer, ad: { userId: string }): void {
  if (!mayRateAd(viewer, ad)) throw new AppError('CANNOT_RATE_OWN_AD', 403);
}
