import { AppError, notFound } from '../core/app-error';
import type { Viewer } from '../core/viewer';
import type { AdFacts } from './ad';

/** A person saves a published ad of someone else's: their own is in My Ads, an unpublished one is not there. */
export function assertMaySaveAd(viewer: Viewer, ad: AdFacts): void {
  if (ad.status !== 'approved') throw notFound();
  if (ad.userId === viewer.id) throw new AppError('CANNOT_SAVE_OWN_AD', 400);
}
