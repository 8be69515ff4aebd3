import type { ListEventsQuery } from '../../../shared/schemas/events';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import type { AdsPage } from '../ads/list-ads';
import { withoutBlocked } from '../blocks/hidden-owners';
import { resolveFilters } from '../catalog/resolve-filters';
import { listEvents } from './list-events';

/**
 * GET /events: a page of upcoming or past events of a city (unknown city: 404), without the ads of
 * people a block stands between the viewer and.
 */
export async function browseEvents(
  deps: Deps,
  viewer: Viewer | null,
  query: ListEventsQuery,
): Promise<AdsPage> {
  const { cityId } = await resolveFilters(deps.catalog, { city: query.city });
  const page = await listEvents(deps, { ...query, cityId });
  return { ...page, rows: await withoutBlocked(deps.db, viewer, page.rows) };
}
