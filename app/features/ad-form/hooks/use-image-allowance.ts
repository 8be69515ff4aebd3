import { DEFAULT_MAX_PAID_AD_IMAGES, FREE_AD_MAX_IMAGES } from '../../../../shared/constants';
import type { Ad } from '../../../../shared/schemas/ads';
import { useCategories } from '../../catalog/api/get-categories';
import { useSiteConfig } from '../../site-config/api/get-site-config';

export type ImageAllowance = {
  /** How many photos the form lets the ad carry. */
  allowance: number;
  /** A church / community category: as many as they like, free (the number is only a safety bound). */
  unlimited: boolean;
};

/**
 * How many photos the form lets the ad carry (SPEC 9, docs/decisions/014): an ad in the chosen
 * category marked as a church / community organisation as many as they like (free, up to the site's
 * safety bound); an ad that is currently paid the site's maximum; otherwise 1. Until the site settings
 * have loaded the defaults apply; the server keeps the first N it allows anyway.
 */
export function useImageAllowance(
  ad: Pick<Ad, 'is_paid'> | undefined,
  categoryId: string | undefined,
): ImageAllowance {
  const { data: config } = useSiteConfig();
  const { data: categories } = useCategories();
  const free = config?.max_images.free ?? FREE_AD_MAX_IMAGES;
  const paid = ad?.is_paid ? (config?.max_images.paid ?? DEFAULT_MAX_PAID_AD_IMAGES) : free;
  const community = categories?.find((category) => category.id === categoryId)?.is_community ?? false;
  return {
    allowance: community ? Math.max(paid, config?.max_images.community ?? paid) : paid,
    unlimited: community,
  };
}
