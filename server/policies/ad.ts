import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/viewer';
import { isAdmin } from './administer';

export type AdFacts = { userId: string; status: string };

/** Owners and admins see an ad in any status, with its rejection reason and geocoding state. */
export const maySeeUnpublishedAd = (viewer: Viewer | null, ad: Pick<AdFacts, 'userId'>): boolean =>
  isAdmin(viewer) || (viewer !== null && viewer.id === ad.userId);

/**
 * An ad's contact details come with the ad to its owner, and to admins in /admin (and as the answer
 * to their own edit); everyone else reveals them one ad at a time (docs/decisions/031).
 */
export const seesContactsWithAd = (
  viewer: Viewer | null,
  ad: Pick<AdFacts, 'userId'>,
  place: 'public' | 'admin',
): boolean => viewer !== null && (viewer.id === ad.userId || (place === 'admin' && isAdmin(viewer)));

/** Admins see every ad in any status; others the public ones and their own. */
export const seesEveryAd = (viewer: Viewer | null): boolean => isAdmin(viewer);

/**
 * The viewer may change the ad: their own, or any for an admin. Someone else's ad answers 404 when
 * they could not see it (not approved) and 403 when they could, so nothing hidden is revealed.
 */
export function assertMayEditAd(viewer: Viewer | null, ad: AdFacts): asserts viewer is Viewer {
  if (!viewer) throw new AppError('UNAUTHORIZED', 401);
  if (maySeeUnpublishedAd(viewer, ad)) return;
  if (ad.status !== 'approved') throw notFound();
  throw new AppError('FORBIDDEN', 403);
}

/**
 * Revealing an ad's contacts is for a published ad: an expired one (an ended event's page, public
 * history: docs/decisions/035) answers 404 as before it stayed readable. Admins may reveal any.
 */
export function assertMayRevealContacts(viewer: Viewer, ad: Pick<AdFacts, 'status'>): void {
  if (ad.status !== 'approved' && !isAdmin(viewer)) throw notFound();
}

/** SPEC: an owner's edit sends the ad back to moderation; an admin's edit keeps its status and reason. */
export const editKeepsModeration = (viewer: Viewer): boolean => isAdmin(viewer);

/** Admins post as many ads as they like however new their account (the new-account limit is for strangers). */
export const skipsNewAccountLimit = (viewer: Viewer): boolean => isAdmin(viewer);

/** An upgrade, boost or sponsorship is for an approved ad of the buyer's own (admins: any approved ad). */
export const mayPromoteAd = (viewer: Viewer, ad: AdFacts): boolean =>
  ad.status === 'approved' && maySeeUnpublishedAd(viewer, ad);
