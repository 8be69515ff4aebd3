import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/viewer';
import { type AdFacts, isOnOffer, type OfferFacts } from './ad';

/** A person saves someone else's ad on offer: their own is in My Ads; one not on offer is not there. */
export const maySaveAd = (viewer: Viewer, ad: AdFacts & OfferFacts, now: Date): boolean =>
  isOnOffer(ad, now) && ad.userId !== viewer.id;

export function assertMaySaveAd(viewer: Viewer, ad: AdFacts & OfferFacts, now: Date): void {
  if (!isOnOffer(ad, now)) throw notFound();
  if (ad.userId === viewer.id) throw new AppError('CANNOT_SAVE_OWN_AD', 400);
}
