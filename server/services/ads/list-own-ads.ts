import { desc, eq } from 'drizzle-orm';
import { MY_ADS_LIMIT } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { loadRatingSummaries } from '../ratings/rating-summaries';
import { loadImages, selectAds } from './ad-query';

/** A person's own ads in every status, newest first (at most MY_ADS_LIMIT). */
export async function listOwnAds(db: Db, userId: string) {
  const rows = await selectAds(db)
    .where(eq(ads.userId, userId))
    .orderBy(desc(ads.createdAt), desc(ads.id))
    .limit(MY_ADS_LIMIT);
  const ids = rows.map((r) => r.ad.id);
  const [images, ratings] = await Promise.all([loadImages(db, ids), loadRatingSummaries(db, ids)]);
  return { rows, images, ratings };
}
