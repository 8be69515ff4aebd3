import { z } from 'zod';
import { stripMarkup } from '../strip-markup';
import { Ad } from './ads';
import { ReviewReason } from './review-reasons';
import { text, token } from './text';

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

/** The statuses an admin may filter by or set. */
export const ModerationStatus = z.enum(['pending', 'approved', 'rejected', 'expired']);

const RejectionReason = text(undefined, { plain: true })
  .max(500)
  .transform(stripMarkup)
  .nullable()
  .optional()
  .meta({ description: 'Shown to the owner with a rejection (markup removed)' });

export const AdminAdsQuery = z.object({
  status: ModerationStatus.optional(),
  city: text().max(200).optional(),
  category: text().max(200).optional(),
  is_event: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AdminAdsQuery = z.infer<typeof AdminAdsQuery>;

export const AdModeration = z
  .strictObject({
    status: ModerationStatus.optional(),
    rejection_reason: RejectionReason,
    user_id: token().min(1).max(100).optional().meta({ description: 'Reassign the ad to this person' }),
  })
  .meta({ id: 'AdModeration' });
export type AdModeration = z.infer<typeof AdModeration>;

export const AdBatchModeration = z.strictObject({
  ids: z.array(z.uuid()).min(1).max(100),
  status: z.enum(['approved', 'rejected']),
  rejection_reason: RejectionReason,
});
export type AdBatchModeration = z.infer<typeof AdBatchModeration>;
