import { and, desc, eq, not } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { profiles } from '../../db/schema/profiles';
import { adRatings } from '../../db/schema/ratings';
import { isAdId } from '../ads/ad-id';
import { readableBy } from '../ads/ad-query';
import type { RatingRow } from './rating-lookups';
import { loadRatingSummaries, NO_RATINGS } from './rating-summaries';

export interface AdRatings {
  items: { rating: RatingRow; authorName: string | null }[];
  hasMore: boolean;
  mine: RatingRow | null;
  summary: { average: number; total: number };
}

/**
 * The approved ratings of an ad anyone may see at `now` (an ended event's too: its page is public
 * history), or the viewer's own ad, or any for an admin, newest
 * first, with the viewer's own rating in whatever status and the ad's summary.
 */
export async function listAdRatings(
  db: Db,
  adId: string,
  viewer: Viewer | null,
  page: { limit: number; offset: number },
  now: Date,
): Promise<AdRatings> {
  if (!isAdId(adId)) throw notFound();
  const [ad] = await db
    .select({ id: ads.id })
    .from(ads)
    .where(and(eq(ads.id, adId), readableBy(viewer, now)));
  if (!ad) throw notFound();

  const rows = await db
    .select({ rating: adRatings, authorName: profiles.displayName })
    .from(adRatings)
    .leftJoin(profiles, eq(profiles.id, adRatings.userId))
    .where(and(eq(adRatings.adId, adId), eq(adRatings.status, 'approved'), not(eq(profiles.disabled, true))))
    .orderBy(desc(adRatings.createdAt), desc(adRatings.id))
    .limit(page.limit + 1)
    .offset(page.offset);
  const [mine] = viewer
    ? await db
        .select()
        .from(adRatings)
        .where(and(eq(adRatings.adId, adId), eq(adRatings.userId, viewer.id)))
    : [];
  const summary = (await loadRatingSummaries(db, [adId])).get(adId) ?? NO_RATINGS;
  return { items: rows.slice(0, page.limit), hasMore: rows.length > page.limit, mine: mine ?? null, summary };
}
