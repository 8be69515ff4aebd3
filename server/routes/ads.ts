import { createRoute } from '@hono/zod-openapi';
import { AdView, ListAdsQuery, ListingPage } from '../../shared/schemas/ads';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { presentAd } from '../presenters/ad';
import { presentListItems } from '../presenters/ad-list-item';
import { countListing } from '../services/ads/count-listing';
import { getAdForPage } from '../services/ads/get-ad';
import { listAds } from '../services/ads/list-ads';
import { withoutBlocked } from '../services/blocks/hidden-owners';
import { resolveFilters } from '../services/catalog/resolve-filters';
import { renewalContext } from '../services/expiry/renewal-context';
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
    'the description and no contact field (docs/decisions/025); GET /ads/{id} has the whole ad. ' +
    'A signed-in caller never gets the ads of someone they blocked or who blocked them (a page may ' +
    'then hold fewer items).',
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
  summary: 'One ad: approved, an ended event (approved or expired), or the caller’s own, or any for an admin',
  description:
    'Contact details only for its owner: others reveal them with POST /ads/{id}/contact. An ad whose ' +
    'owner and the caller blocked one another is 404 (docs/decisions/031). An ended event stays readable ' +
    'by anyone as history, with `event_ended` true; nothing is offered there: contact reveal, messages, ' +
    'ratings and favourites answer 404 once it has expired (docs/decisions/035).',
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
        countListing(c.var.deps, filters, env.SEARCH_CACHE_SECONDS),
      ]);
      const rows = await withoutBlocked(db, c.var.viewer, page.rows);
      return c.json({ items: presentListItems(rows, now), nextCursor: page.nextCursor, total }, 200);
    },
    fieldErrors,
  )
  .openapi(getRoute, async (c) => {
    const { deps, viewer } = c.var;
    const { row, images, ratings } = await getAdForPage(
      deps.db,
      c.req.valid('param').id,
      viewer,
      deps.clock(),
    );
    // Its owner (or an admin) also learns whether it may be renewed now.
    const context = viewer ? await renewalContext(deps) : { now: deps.clock() };
    return c.json(presentAd(row, images, viewer, ratings, context), 200);
  });
