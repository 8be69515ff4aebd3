import { createRoute, z } from '@hono/zod-openapi';
import { Ad, AdPage, ListAdsQuery, PublicAd } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import { presentAd } from '../presenters/ad';
import { getAd } from '../services/ads/get-ad';
import { listAds } from '../services/ads/list-ads';
import { resolveFilters } from '../services/catalog/resolve-filters';
import { jsonContent, openApiRouter } from './openapi-router';

const listRoute = createRoute({
  method: 'get',
  path: '/ads',
  tags: ['ads'],
  summary: 'Approved ads: currently paid first, then newest listed (boosts count); keyset pagination',
  description: 'Visitors receive PublicAd items (no contact fields); signed-in callers receive Ad items.',
  request: { query: ListAdsQuery },
  responses: {
    200: jsonContent(AdPage, 'A page of ads'),
    400: jsonContent(ApiError, 'Invalid query or cursor'),
    404: jsonContent(ApiError, 'Unknown city or category'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/ads/{id}',
  tags: ['ads'],
  summary: 'One ad: approved, or the caller’s own, or any for an admin',
  request: { params: z.object({ id: z.string().max(100) }) },
  responses: {
    200: jsonContent(z.union([Ad, PublicAd]), 'The ad'),
    404: jsonContent(ApiError, 'No such ad, or not visible to the caller'),
  },
});

export const adRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const { db, clock } = c.var.deps;
    const query = c.req.valid('query');
    const filters = await resolveFilters(db, query);
    const now = clock();
    const page = await listAds(db, { ...filters, cursor: query.cursor, limit: query.limit, now });
    const items = page.rows.map((row) =>
      presentAd(row, page.images.get(row.ad.id) ?? [], c.var.viewer, page.ratings.get(row.ad.id), now),
    );
    return c.json({ items, nextCursor: page.nextCursor }, 200);
  })
  .openapi(getRoute, async (c) => {
    const { deps, viewer } = c.var;
    const { row, images, ratings } = await getAd(deps.db, c.req.valid('param').id, viewer);
    return c.json(presentAd(row, images, viewer, ratings, deps.clock()), 200);
  });
