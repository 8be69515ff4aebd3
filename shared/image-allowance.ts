import { COMMUNITY_AD_MAX_IMAGES, DEFAULT_MAX_PAID_AD_IMAGES, FREE_AD_MAX_IMAGES } from './constants';
import { isCurrentlyPaid } from './paid';

/** How many images an ad may carry in each case; the paid one is the site's MAX_PAID_AD_IMAGES. */
export type ImageLimits = { free: number; paid: number; community: number };

export const DEFAULT_IMAGE_LIMITS: ImageLimits = {
  free: FREE_AD_MAX_IMAGES,
  paid: DEFAULT_MAX_PAID_AD_IMAGES,
  community: COMMUNITY_AD_MAX_IMAGES,
};

/** The site's limits: the paid maximum is its MAX_PAID_AD_IMAGES setting. */
export const siteImageLimits = (maxPaidAdImages: number): ImageLimits => ({
  ...DEFAULT_IMAGE_LIMITS,
  paid: maxPaidAdImages,
});

export type ImageAllowanceAd = { isCommunity: boolean; isPaid: boolean; paidUntil: Date | string | null };

/**
 * How many images the ad may carry (SPEC section 9, docs/decisions/014): in a community category
 * (churches, community organisations) as many as they like, free, up to the community bound (sent in
 * batches of MAX_IMAGES_PER_UPLOAD); while paid at `now` the paid maximum; otherwise 1. The server
 * enforces it; the ad form offers the same number.
 */
export function imageAllowance(ad: ImageAllowanceAd, limits: ImageLimits, now: Date): number {
  if (ad.isCommunity) return limits.community;
  return isCurrentlyPaid(ad.isPaid, ad.paidUntil, now) ? limits.paid : limits.free;
}
