import type { ListAdsQuery } from '../../../shared/schemas/ads';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { withoutBlocked } from '../blocks/hidden-owners';
import { resolveFilters } from '../catalog/resolve-filters';
import { countListing } from './count-listing';
import { listAds } from './list-ads';

/**
 * A page of the listing (GET /ads): approved ads of a city and category in the chosen order, how many
 * the listing holds, and none of a person the caller blocked or who blocked them.
 */
export async function listingPage(
  deps: Pick<Deps, 'db' | 'clock' | 'env' | 'catalog' | 'searchCache'>,
  viewer: Viewer | null,
  query: ListAdsQuery,
) {
  const filters = await resolveFilters(deps.catalog, query);
  const now = deps.clock();
  const [page, total] = await Promise.all([
    listAds(deps.db, { ...filters, sort: query.sort, cursor: query.cursor, limit: query.limit, now }),
    countListing(deps, filters, deps.env.SEARCH_CACHE_SECONDS),
  ]);
  const rows = await withoutBlocked(deps.db, viewer, page.rows);
  return { rows, nextCursor: page.nextCursor, total, now };
}
