import type { MapQuery } from '../../../shared/schemas/map';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { withoutBlocked } from '../blocks/hidden-owners';
import { listMapAds } from './list-map-ads';
import { resolveMapFilter } from './resolve-map-filter';

/**
 * GET /map: the geocoded published ads of the city and categories asked (unknown: 404), without those
 * of people a block stands between the viewer and; `capped` when more matched than the map shows.
 */
export async function viewMap({ db, catalog }: Deps, viewer: Viewer | null, query: MapQuery) {
  const { rows, capped } = await listMapAds(db, await resolveMapFilter(catalog, query));
  return { rows: await withoutBlocked(db, viewer, rows), capped };
}
