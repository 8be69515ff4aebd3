import { DEFAULT_MAX_PAID_AD_IMAGES, FREE_AD_MAX_IMAGES } from '../../../../shared/constants';
import type { Ad } from '../../../../shared/schemas/ads';
import { useSiteConfig } from '../../site-config/api/get-site-config';

/**
 * How many photos the form lets the ad carry (SPEC 9): a new or free ad 1, an ad that is currently paid
 * the site's maximum (the default until the site settings have loaded; the server keeps the first N anyway).
 */
export function useImageAllowance(ad: Pick<Ad, 'is_paid'> | undefined): number {
  const { data: config } = useSiteConfig();
  if (ad?.is_paid) return config?.max_images.paid ?? DEFAULT_MAX_PAID_AD_IMAGES;
  return config?.max_images.free ?? FREE_AD_MAX_IMAGES;
}
