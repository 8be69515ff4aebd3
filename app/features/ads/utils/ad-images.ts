import type { PublicAd } from '../../../../shared/schemas/ads';

type Image = PublicAd['images'][number];

/** Primary image first, then the rest in their stored order. */
export function orderedImages(ad: Pick<PublicAd, 'images'>): Image[] {
  return [...ad.images].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
}

/** The photo cards and lists show (undefined: the placeholder). */
export function primaryImage(ad: Pick<PublicAd, 'images'>): Image | undefined {
  return orderedImages(ad)[0];
}
