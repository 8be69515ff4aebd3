import { and, eq } from 'drizzle-orm';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { adRatings } from '../../db/schema/ratings';
import { isAdId } from '../ads/ad-access';
import { publiclyVisible } from '../ads/ad-query';

export type RatingRow = typeof adRatings.$inferSelect;

/** A publicly visible ad (approved, owner not disabled), or 404. */
export async function publicAdOrNotFound(db: Db, adId: string) {
  if (!isAdId(adId)) throw notFound();
  const [ad] = await db
    .select({ id: ads.id, userId: ads.userId })
    .from(ads)
    .where(and(eq(ads.id, adId), publiclyVisible));
  if (!ad) throw notFound();
  return ad;
}

/**
 * The rating `viewer` may change: their own (or any for an admin when `adminToo`). Someone else's
 * answers 403 only when everyone can see it (approved, on a public ad); otherwise 404, so a pending
 * or rejected rating is never revealed.
 */
export async function ratingForChange(
  db: Db,
  viewer: Viewer,
  id: string,
  options: { adminToo: boolean },
): Promise<RatingRow> {
  if (!isAdId(id)) throw notFound();
  const [row] = await db
    .select({ rating: adRatings, adVisible: publiclyVisible })
    .from(adRatings)
    .innerJoin(ads, eq(ads.id, adRatings.adId))
    .where(eq(adRatings.id, id));
  if (!row) throw notFound();
  if (row.rating.userId === viewer.id) return row.rating;
  if (options.adminToo && viewer.role === 'admin') return row.rating;
  if (row.rating.status === 'approved' && row.adVisible) throw new AppError('FORBIDDEN', 403);
  throw notFound();
}

export const isUniqueViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';
