import { and, eq, or, type SQL } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { seesEveryAd } from '../../policies/ad';
import { loadRatingSummaries, NO_RATINGS } from '../ratings/rating-summaries';
import { isAdId } from './ad-id';
import { loadImages, publiclyVisible, selectAds } from './ad-query';

/** A publicly visible ad for anyone; the owner and admins also see it while pending or rejected. */
export async function getAd(db: Db, id: string, viewer: Viewer | null) {
  if (!isAdId(id)) throw notFound();
  const visible: SQL | undefined = seesEveryAd(viewer)
    ? undefined
    : or(publiclyVisible, viewer ? eq(ads.userId, viewer.id) : undefined);
  const [row] = await selectAds(db).where(and(eq(ads.id, id), visible));
  if (!row) throw notFound();
  const [images, ratings] = await Promise.all([loadImages(db, [id]), loadRatingSummaries(db, [id])]);
  return { row, images: images.get(id) ?? [], ratings: ratings.get(id) ?? NO_RATINGS };
}
