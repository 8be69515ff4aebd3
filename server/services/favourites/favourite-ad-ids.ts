import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { FAVOURITES_MAX } from '../../../shared/constants';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { favourites } from '../../db/schema/favourites';

/** The viewer's own published ads the cards know (the newest; an older one's heart is refused on press). */
export const OWN_AD_IDS_MAX = 1000;

/**
 * What the hearts on cards need: the ads the viewer saved that still exist (at most FAVOURITES_MAX),
 * and their own published ads, which carry no heart (nobody saves their own ad).
 */
export async function heartAdIds(db: Db, viewer: Viewer): Promise<{ saved: string[]; own: string[] }> {
  const [saved, own] = await Promise.all([
    db
      .select({ adId: favourites.adId })
      .from(favourites)
      .where(and(eq(favourites.userId, viewer.id), isNotNull(favourites.adId)))
      .orderBy(desc(favourites.createdAt))
      .limit(FAVOURITES_MAX),
    db
      .select({ id: ads.id })
      .from(ads)
      .where(and(eq(ads.userId, viewer.id), eq(ads.status, 'approved')))
      .orderBy(desc(ads.createdAt))
      .limit(OWN_AD_IDS_MAX),
  ]);
  return { saved: saved.flatMap((r) => (r.adId ? [r.adId] : [])), own: own.map((r) => r.id) };
}
