import { PLACEHOLDER_IMAGE_PATH } from '../../../../shared/constants';
import type { PublicAd } from '../../../../shared/schemas/ads';

type Image = PublicAd['images'][number];

/** Primary image first, then the rest in their stored order. */
export function orderedImages(ad: Pick<PublicAd, 'images'>): Image[] {
  return [...ad.images].sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
}

export function primaryImageSrc(ad: Pick<PublicAd, 'images'>): string {
  return orderedImages(ad)[0]?.storage_path || PLACEHOLDER_IMAGE_PATH;
}

/** The small version of the primary image, for cards and lists. */
export function primaryThumbnailSrc(ad: Pick<PublicAd, 'images'>): string {
  return orderedImages(ad)[0]?.thumbnail_path || PLACEHOLDER_IMAGE_PATH;
}
