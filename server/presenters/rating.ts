import type { AdminRating, OwnRating, PublicRating, RatingSummary } from '../../shared/schemas/ratings';
import type { RatingRow } from '../services/ratings/rating-lookups';
import type { RatingTotals } from '../services/ratings/rating-summaries';

/** An approved rating for everyone: no ids of people, no status. */
export function presentPublicRating(row: RatingRow, authorName: string | null): PublicRating {
  return {
    id: row.id,
    rating: row.rating,
    comment: row.comment,
    author_display_name: authorName ?? '',
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The caller's own rating, with its status. */
export function presentOwnRating(row: RatingRow): OwnRating {
  return {
    id: row.id,
    ad_id: row.adId,
    rating: row.rating,
    comment: row.comment,
    status: row.status,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

export function presentAdminRating(row: {
  rating: RatingRow;
  adTitle: string;
  authorName: string | null;
}): AdminRating {
  return {
    ...presentOwnRating(row.rating),
    ad_title: row.adTitle,
    user_id: row.rating.userId,
    author_display_name: row.authorName ?? '',
  };
}

export function presentRatingSummary(adId: string, totals: RatingTotals): RatingSummary {
  return { ad_id: adId, average_rating: totals.average, total_ratings: totals.total };
}

/** The get_ad_ratings RPC's answer: a summary per ad, in the order asked. */
export const presentRatingSummaries = (summaries: (RatingTotals & { adId: string })[]): RatingSummary[] =>
  summaries.map(({ adId, ...totals }) => presentRatingSummary(adId, totals));
