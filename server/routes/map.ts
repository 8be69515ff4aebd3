import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import { MapAds, MapQuery } from '../../shared/schemas/map';
import { presentMapAd } from '../presenters/map-ad';
import { withoutBlocked } from '../services/blocks/hidden-owners';
import { listMapAds } from '../services/map/list-map-ads';
import { resolveMapFilter } from '../services/map/resolve-map-filter';
import { jsonContent, openApiRouter } from './openapi-router';

const route = createRoute({
  method: 'get',
  path: '/map',
  tags: ['ads'],
  summary: 'Published ads placed on the map by their geocoded address, newest first',
  description:
    'Only ads whose address the server geocoded; filter by city and categories. No contact fields.',
  request: { query: MapQuery },
  responses: {
    200: jsonContent(MapAds, 'Markers'),
    400: jsonContent(ApiError, 'Invalid query'),
    404: jsonContent(ApiError, 'Unknown city or category'),
  },
});

export const mapRoutes = openApiRouter().openapi(route, async (c) => {
  const { db } = c.var.deps;
  const { rows, capped } = await listMapAds(
    db,
    await resolveMapFilter(c.var.deps.catalog, c.req.valid('query')),
  );
  const shown = await withoutBlocked(db, c.var.viewer, rows);
  return c.json({ items: shown.map((row) => presentMapAd(row, c.var.viewer !== null)), capped }, 200);
});
