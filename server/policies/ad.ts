import { eventHasEnded } from '../../shared/expiry';
import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/viewer';
import { isAdmin } from './administer';

export type AdFacts = { userId: string; status: string };
/** What decides whether an ad is on offer: its status and, for an event, its dates. */
export type OfferFacts = Pick<AdFacts, 'status'> & {
  isEvent: boolean;
  eventDate: Date | null;
  eventEndDate: Date | null;
};

/**
 * On offer at `now` (contacts, messages, ratings, reports, hearts): approved, and not an event that
 * has ended, even before the expiry job expired it (an ended event's page is history: docs/decisions/035).
 * The same rule in SQL: onOffer in services/ads/ad-query.ts.
 */
export const isOnOffer = (ad: OfferFacts, now: Date): boolean =>
  ad.status === 'approved' && !eventHasEnded(ad, now);

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
 * Revealing an ad's contacts is for an ad on offer: an ended event (its page is public history:
 * docs/decisions/035) answers 404 as before it stayed readable. Admins may reveal any.
 */
export function assertMayRevealContacts(viewer: Viewer, ad: OfferFacts, now: Date): void {
  if (!isOnOffer(ad, now) && !isAdmin(viewer)) throw notFound();
}

/** SPEC: an owner's edit sends the ad back to moderation; an admin's edit keeps its status and reason. */
export const editKeepsModeration = (viewer: Viewer): boolean => isAdmin(viewer);

/** Admins post as many ads as they like however new their account (the new-account limit is for strangers). */
export const skipsNewAccountLimit = (viewer: Viewer): boolean => isAdmin(viewer);

/** An upgrade, boost or sponsorship is for an approved ad of the buyer's own (admins: any approved ad). */
export const mayPromoteAd = (viewer: Viewer, ad: AdFacts): boolean =>
  ad.status === 'approved' && maySeeUnpublishedAd(viewer, ad);
