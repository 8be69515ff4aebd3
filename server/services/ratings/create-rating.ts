import { and, eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { adRatings } from '../../db/schema/ratings';
import { assertMayRateAd } from '../../policies/rating';
import { assertNotBlocked } from '../blocks/hidden-owners';
import { adOnOfferOrNotFound, type RatingRow } from './rating-lookups';

const alreadyRated = () => new AppError('ALREADY_RATED', 409);

/**
 * A signed-in person rates a publicly visible ad that is not theirs, once (an ad whose owner and they
 * blocked one another is not found); the rating waits for approval. The unique (ad, person)
 * constraint settles two submissions racing each other.
 */
export async function createRating(
  db: Db,
  viewer: Viewer,
  adId: string,
  input: { rating: number; comment?: string },
  now: Date,
): Promise<RatingRow> {
  const ad = await adOnOfferOrNotFound(db, adId, now);
  assertMayRateAd(viewer, ad);
  await assertNotBlocked(db, viewer, ad.userId);
  const [existing] = await db
    .select({ id: adRatings.id })
    .from(adRatings)
    .where(and(eq(adRatings.adId, ad.id), eq(adRatings.userId, viewer.id)));
  if (existing) throw alreadyRated();
  try {
    const [row] = await db
      .insert(adRatings)
      .values({ adId: ad.id, userId: viewer.id, rating: input.rating, comment: input.comment ?? '' })
      .returning();
    if (!row) throw new Error('rating not saved');
    return row;
  } catch (error) {
    if (isUniqueViolation(error)) throw alreadyRated();
    throw error;
  }
}
