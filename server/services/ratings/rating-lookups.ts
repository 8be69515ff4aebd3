import { and, eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { adRatings } from '../../db/schema/ratings';
import { assertMayChangeRating } from '../../policies/rating';
import { isAdId } from '../ads/ad-id';
import { onOffer, publiclyVisible } from '../ads/ad-query';

export type RatingRow = typeof adRatings.$inferSelect;

/** An ad on offer at `now` (approved, owner not disabled, not an ended event), or 404. */
export async function adOnOfferOrNotFound(db: Db, adId: string, now: Date) {
  if (!isAdId(adId)) throw notFound();
  const [ad] = await db
    .select({ id: ads.id, userId: ads.userId })
    .from(ads)
    .where(and(eq(ads.id, adId), onOffer(now)));
  if (!ad) throw notFound();
  return ad;
}

/** The rating `viewer` may change (policies/rating.ts: 403 or 404 otherwise). */
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
  assertMayChangeRating(viewer, row.rating, Boolean(row.adVisible), options);
  return row.rating;
}
