import { DEFAULT_IMAGE_LIMITS, imageAllowance } from '../../../../shared/image-allowance';
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
 * How many photos the form lets the ad carry: the server's rule (shared/image-allowance.ts) for the
 * chosen category, with the site's limits. Until the site settings have loaded the defaults apply;
 * the server keeps the first N it allows anyway.
 */
export function useImageAllowance(
  ad: Pick<Ad, 'is_paid' | 'paid_until'> | undefined,
  categoryId: string | undefined,
): ImageAllowance {
  const { data: config } = useSiteConfig();
  const { data: categories } = useCategories();
  const isCommunity = categories?.find((category) => category.id === categoryId)?.is_community ?? false;
  const limits = config?.max_images ?? DEFAULT_IMAGE_LIMITS;
  const paid = { isPaid: ad?.is_paid ?? false, paidUntil: ad?.paid_until ?? null };
  return { allowance: imageAllowance({ isCommunity, ...paid }, limits, new Date()), unlimited: isCommunity };
}
