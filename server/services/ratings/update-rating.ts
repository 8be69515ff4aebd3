import { eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { adRatings } from '../../db/schema/ratings';
import { type RatingRow, ratingForChange } from './rating-lookups';

/** The author changes their rating or comment; it goes back to waiting for approval. */
export async function updateRating(
  { db, clock }: Deps,
  viewer: Viewer,
  id: string,
  change: { rating?: number; comment?: string },
): Promise<RatingRow> {
  const current = await ratingForChange(db, viewer, id, { adminToo: false });
  const [row] = await db
    .update(adRatings)
    .set({
      ...(change.rating !== undefined ? { rating: change.rating } : {}),
      ...(change.comment !== undefined ? { comment: change.comment } : {}),
      status: 'pending',
      updatedAt: clock(),
    })
    .where(eq(adRatings.id, current.id))
    .returning();
  if (!row) throw notFound(); // deleted meanwhile
  return row;
}
