import { and, eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { assertNotBlocked } from '../blocks/hidden-owners';
import { loadRatingSummaries, NO_RATINGS } from '../ratings/rating-summaries';
import { isAdId } from './ad-id';
import { loadImages, readableBy, selectAds } from './ad-query';

/**
 * A publicly visible ad, or an ended event (public history, docs/decisions/035), for anyone at
 * `now`; the owner and admins also see it while pending, rejected or expired.
 */
export async function getAd(db: Db, id: string, viewer: Viewer | null, now: Date) {
  if (!isAdId(id)) throw notFound();
  const [row] = await selectAds(db).where(and(eq(ads.id, id), readableBy(viewer, now)));
  if (!row) throw notFound();
  const [images, ratings] = await Promise.all([loadImages(db, [id]), loadRatingSummaries(db, [id])]);
  return { row, images: images.get(id) ?? [], ratings: ratings.get(id) ?? NO_RATINGS };
}

/**
 * getAd for the ad's page and what is done from it: an ad whose owner and the viewer blocked one
 * another is not found, for either of them (docs/decisions/031).
 */
export async function getAdForPage(db: Db, id: string, viewer: Viewer | null, now: Date) {
  const found = await getAd(db, id, viewer, now);
  await assertNotBlocked(db, viewer, found.row.ad.userId);
  return found;
}
