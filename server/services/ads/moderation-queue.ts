import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { resolveFilters } from '../catalog/resolve-filters';
import { renewalContext } from '../expiry/renewal-context';
import { countAdsByStatus, listAdminAds } from './list-admin-ads';
import type { AdStatus } from './moderate-ads';

export interface ModerationQuery {
  status?: AdStatus;
  city?: string;
  category?: string;
  is_event?: 'true' | 'false';
  limit: number;
  offset: number;
}

/**
 * A page of the moderation list (GET /admin/ads): ads in every status, newest first, with their
 * review reasons, and how many there are in each status under the same filters.
 */
export async function moderationQueue(
  deps: Pick<Deps, 'db' | 'clock' | 'trust' | 'catalog'>,
  viewer: Viewer | null,
  query: ModerationQuery,
) {
  requireAdministrator(viewer);
  const { cityId, categoryId } = await resolveFilters(deps.catalog, query);
  const isEvent = query.is_event === undefined ? undefined : query.is_event === 'true';
  const page = await listAdminAds(deps.db, { status: query.status, cityId, categoryId, isEvent }, query);
  const counts = await countAdsByStatus(deps.db, { cityId, categoryId, isEvent });
  return { page, counts, context: await renewalContext(deps) };
}
