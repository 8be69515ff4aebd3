import { and, desc, eq, isNotNull } from 'drizzle-orm';
import { FAVOURITES_MAX } from '../../../shared/constants';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { favourites } from '../../db/schema/favourites';

/** The ids of the ads the viewer saved that still exist (at most FAVOURITES_MAX): the hearts the cards show. */
export async function favouriteAdIds(db: Db, viewer: Viewer): Promise<string[]> {
  const rows = await db
    .select({ adId: favourites.adId })
    .from(favourites)
    .where(and(eq(favourites.userId, viewer.id), isNotNull(favourites.adId)))
    .orderBy(desc(favourites.createdAt))
    .limit(FAVOURITES_MAX);
  return rows.flatMap((r) => (r.adId ? [r.adId] : []));
}
