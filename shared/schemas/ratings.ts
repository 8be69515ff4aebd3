import { z } from 'zod';
import type { ValidationKey } from '../i18n/en/validation';
import { stripMarkup } from '../strip-markup';
import { text } from './text';

export const RATING_COMMENT_MAX = 1000;
export const RATING_STATUS = ['pending', 'approved', 'rejected'] as const;
export type RatingStatus = (typeof RATING_STATUS)[number];

/**
 * A comment as plain text with its line breaks: tags removed over the whole text (a tag may span
 * lines), then each line cleaned by stripMarkup; at most one empty line in a row.
 */
export function cleanComment(value: string): string {
  const withoutTags = value
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<[^>]*>?/g, '');
  return withoutTags
    .split(/\r\n|\r|\n/)
    .map(stripMarkup)
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const msg = (key: ValidationKey) => ({ message: key });
const Stars = z
  .number(msg('ratingInvalid'))
  .int(msg('ratingInvalid'))
  .min(1, msg('ratingInvalid'))
  .max(5, msg('ratingInvalid'))
  .meta({ description: 'Whole stars, 1 to 5' });
const Comment = text(undefined, { lines: true, plain: true })
  // Generous before cleaning (markup is removed), exact after it.
  .max(RATING_COMMENT_MAX * 4, msg('commentTooLong'))
  .transform(cleanComment)
  .pipe(z.string().max(RATING_COMMENT_MAX, msg('commentTooLong')))
  .meta({ description: `Plain text (markup removed, trimmed), at most ${RATING_COMMENT_MAX} characters` });

export const RatingInput = z
  .strictObject({ rating: Stars, comment: Comment.optional() })
  .meta({ id: 'RatingInput' });
export type RatingInput = z.input<typeof RatingInput>;

export const RatingChange = z
  .strictObject({ rating: Stars.optional(), comment: Comment.optional() })
  .refine((v) => v.rating !== undefined || v.comment !== undefined, { message: 'invalidValue' })
  .meta({ id: 'RatingChange', description: 'A new value for the rating, the comment, or both' });
export type RatingChange = z.input<typeof RatingChange>;

export const RatingSummary = z
  .object({
    ad_id: z.uuid(),
    average_rating: z.number().meta({ description: 'Average of the approved ratings; 0 when none' }),
    total_ratings: z.number().int().meta({ description: 'How many approved ratings' }),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof RatingSummary>;

const timestamps = {
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
};

export const PublicRating = z
  .object({
    id: z.uuid(),
    rating: z.number().int(),
    comment: z.string(),
    author_display_name: z.string(),
    ...timestamps,
  })
  .meta({ id: 'PublicRating', description: 'An approved rating as everyone sees it' });
export type PublicRating = z.infer<typeof PublicRating>;

export const OwnRating = z
  .object({
    id: z.uuid(),
    ad_id: z.uuid(),
    rating: z.number().int(),
    comment: z.string(),
    status: z.enum(RATING_STATUS),
    ...timestamps,
  })
  .meta({ id: 'OwnRating', description: "The caller's own rating, in any status" });
export type OwnRating = z.infer<typeof OwnRating>;

export const AdRatingsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});

export const AdRatingsPage = z
  .object({
    items: z.array(PublicRating),
    has_more: z.boolean(),
    mine: OwnRating.nullable().meta({ description: "The signed-in caller's rating of the ad, any status" }),
    summary: RatingSummary,
  })
  .meta({ id: 'AdRatingsPage' });
export type AdRatingsPage = z.infer<typeof AdRatingsPage>;

export const GetAdRatingsInput = z
  .strictObject({ ad_ids: z.array(z.uuid()).min(1).max(100) })
  .meta({ id: 'GetAdRatingsInput' });

export const AdminRating = OwnRating.extend({
  ad_title: z.string(),
  user_id: z.string(),
  author_display_name: z.string(),
}).meta({ id: 'AdminRating', description: 'A rating in the moderation list' });
export type AdminRating = z.infer<typeof AdminRating>;

export const RatingStatusCounts = z.object({
  pending: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
});
export type RatingStatusCounts = z.infer<typeof RatingStatusCounts>;

export const AdminRatingsQuery = z.object({
  status: z.enum([...RATING_STATUS, 'all']).default('all'),
  ad_id: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AdminRatingsQuery = z.infer<typeof AdminRatingsQuery>;

export const AdminRatingsPage = z
  .object({
    items: z.array(AdminRating),
    has_more: z.boolean(),
    counts: RatingStatusCounts.meta({
      description: 'How many ratings in each status (for the ad, if given)',
    }),
  })
  .meta({ id: 'AdminRatingsPage' });
export type AdminRatingsPage = z.infer<typeof AdminRatingsPage>;

export const RatingModeration = z
  .strictObject({ status: z.enum(['approved', 'rejected']) })
  .meta({ id: 'RatingModeration' });
