import type { AdminRatingsQuery } from '../../../shared/schemas/ratings';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { requireAdministrator } from '../../policies/administer';
import { countRatingsByStatus, listAdminRatings } from './list-admin-ratings';

/** GET /admin/ratings: a page of the moderation list and how many ratings each status holds. */
export async function adminRatingsPage(db: Db, viewer: Viewer | null, query: AdminRatingsQuery) {
  requireAdministrator(viewer);
  const page = await listAdminRatings(db, query);
  return { ...page, counts: await countRatingsByStatus(db, query.ad_id) };
}
