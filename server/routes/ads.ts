import { createRoute } from '@hono/zod-openapi';
import { AdView, ListAdsQuery, ListingPage } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { presentAd } from '../presenters/ad';
import { presentListItems } from '../presenters/ad-list-item';
import { countListing } from '../services/ads/count-listing';
import { getAd } from '../services/ads/get-ad';
import { listAds } from '../services/ads/list-ads';
import { resolveFilters } from '../services/catalog/resolve-filters';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const listRoute = createRoute({
  method: 'get',
  path: '/ads',
  tags: ['ads'],
  summary: 'Approved ads: currently paid first, then in the `sort` order; keyset pagination',
  description:
    'sort: newest listed (the default; boosts count), price_asc or price_desc (ads without a price ' +
    'last, newest first). `total` counts the listing: exact up to 1,000, an estimate above ' +
    '(docs/decisions/011). Items are AdListItem, the same for every caller: an excerpt instead of ' +
    'the description and no contact field (docs/decisions/025); GET /ads/{id} has the whole ad.',
  request: { query: ListAdsQuery },
  responses: {
    200: jsonContent(ListingPage, 'A page of ads and how many the listing holds'),
    400: jsonContent(ApiError, 'Invalid query, sort or cursor (a cursor of another sort too)'),
    404: jsonContent(ApiError, 'Unknown city or category'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/ads/{id}',
  tags: ['ads'],
  summary: 'One ad: approved, or the caller’s own, or any for an admin',
  request: { params: IdParam },
  responses: {
    200: jsonContent(AdView, 'The ad'),
    404: jsonContent(ApiError, 'No such ad, or not visible to the caller'),
  },
});

export const adRoutes = openApiRouter()
  .openapi(
    listRoute,
    async (c) => {
      const { db, clock, env } = c.var.deps;
      const query = c.req.valid('query');
      const filters = await resolveFilters(c.var.deps.catalog, query);
      const now = clock();
      const [page, total] = await Promise.all([
        listAds(db, { ...filters, sort: query.sort, cursor: query.cursor, limit: query.limit, now }),
        countListing(db, filters, env.SEARCH_CACHE_SECONDS),
      ]);
      return c.json({ items: presentListItems(page.rows, now), nextCursor: page.nextCursor, total }, 200);
    },
    fieldErrors,
  )
  .openapi(getRoute, async (c) => {
    const { deps, viewer } = c.var;
    const { row, images, ratings } = await getAd(deps.db, c.req.valid('param').id, viewer);
    return c.json(presentAd(row, images, viewer, ratings, deps.clock()), 200);
  });
