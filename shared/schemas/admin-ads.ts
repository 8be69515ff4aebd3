import { z } from 'zod';
import { Ad } from './ads';
import { ReviewReason } from './review-reasons';

export const AdStatusCounts = z.object({
  pending: z.number(),
  approved: z.number(),
  rejected: z.number(),
  expired: z.number(),
});
export type AdStatusCounts = z.infer<typeof AdStatusCounts>;

/** An ad in the moderation list: with why it is (or was) in the queue. */
export const AdminAd = Ad.extend({ review_reasons: z.array(ReviewReason) }).meta({ id: 'AdminAd' });
export type AdminAd = z.infer<typeof AdminAd>;

export const AdminAdsPage = z.object({
  items: z.array(AdminAd),
  has_more: z.boolean(),
  counts: AdStatusCounts,
});
export type AdminAdsPage = z.infer<typeof AdminAdsPage>;

export const AdsModerated = z.object({ updated: z.array(z.uuid()) });
