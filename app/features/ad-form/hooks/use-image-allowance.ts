import { DEFAULT_MAX_PAID_AD_IMAGES, FREE_AD_MAX_IMAGES } from '../../../../shared/constants';
import type { Ad } from '../../../../shared/schemas/ads';
import { useCategories } from '../../catalog/api/get-categories';
import { useSiteConfig } from '../../site-config/api/get-site-config';

/**
 * How many photos the form lets the ad carry (SPEC 9, docs/decisions/014): an ad in the chosen
 * category marked as a church / community organisation the community allowance (free); an ad that is
 * currently paid the site's maximum; otherwise 1. Until the site settings have loaded the defaults
 * apply; the server keeps the first N it allows anyway.
 */
export function useImageAllowance(
  ad: Pick<Ad, 'is_paid'> | undefined,
  categoryId: string | undefined,
): number {
  const { data: config } = useSiteConfig();
  const { data: categories } = useCategories();
  const free = config?.max_images.free ?? FREE_AD_MAX_IMAGES;
  const paid = ad?.is_paid ? (config?.max_images.paid ?? DEFAULT_MAX_PAID_AD_IMAGES) : free;
  const community = categories?.find((category) => category.id === categoryId)?.is_community;
  return community ? Math.max(paid, config?.max_images.community ?? paid) : paid;
}
