import { and, eq, or } from 'drizzle-orm';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { favourites } from '../../db/schema/favourites';
import { isAdId } from '../ads/ad-id';

/**
 * Removes one of the viewer's favourites, named by the ad's id or by the entry's own (an ad that is
 * gone has only that). Idempotent: nothing saved, nothing changes.
 */
export async function removeFavourite(db: Db, viewer: Viewer, id: string): Promise<void> {
  if (!isAdId(id)) return;
  await db
    .delete(favourites)
    .where(and(eq(favourites.userId, viewer.id), or(eq(favourites.adId, id), eq(favourites.id, id))));
}
