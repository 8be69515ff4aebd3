import * as adsApi from '../../shared/api/ads';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { presentAd } from '../presenters/ad';
import { presentListItems } from '../presenters/ad-list-item';
import { adPage } from '../services/ads/ad-page';
import { listingPage } from '../services/ads/listing-page';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const listRoute = contractRoute(adsApi.listAds, {
  tags: ['ads'],
  summary: 'Approved ads: currently paid first, then in the `sort` order; keyset pagination',
  description:
    'sort: newest listed (the default; boosts count), price_asc or price_desc (ads without a price ' +
    'last, newest first). `total` counts the listing: exact up to 1,000, an estimate above ' +
    '(docs/decisions/011). Items are AdListItem, the same for every caller: an excerpt instead of ' +
    'the description and no contact field (docs/decisions/025); GET /ads/{id} has the whole ad. ' +
    'A signed-in caller never gets the ads of someone they blocked or who blocked them (a page may ' +
    'then hold fewer items).',
  answer: 'A page of ads and how many the listing holds',
  errors: {
    400: jsonContent(ApiError, 'Invalid query, sort or cursor (a cursor of another sort too)'),
    404: jsonContent(ApiError, 'Unknown city or category'),
  },
});

const getRoute = contractRoute(adsApi.getAd, {
  tags: ['ads'],
  summary: 'One ad: approved, an ended event (approved or expired), or the caller’s own, or any for an admin',
  description:
    'Contact details only for its owner: others reveal them with POST /ads/{id}/contact. An ad whose ' +
    'owner and the caller blocked one another is 404 (docs/decisions/031). An ended event stays readable ' +
    'by anyone as history, with `event_ended` true; nothing is offered there: contact reveal, messages, ' +
    'ratings and favourites answer 404 once it has expired (docs/decisions/035).',
  answer: 'The ad',
  errors: { 404: jsonContent(ApiError, 'No such ad, or not visible to the caller') },
});

export const adRoutes = openApiRouter()
  .openapi(
    listRoute,
    async (c) => {
      const page = await listingPage(c.var.deps, c.var.viewer, c.req.valid('query'));
      const { nextCursor, total } = page;
      return c.json({ items: presentListItems(page.rows, page.now), nextCursor, total }, 200);
    },
    fieldErrors,
  )
  .openapi(getRoute, async (c) => {
    const { viewer } = c.var;
    const { row, images, ratings, context } = await adPage(c.var.deps, viewer, c.req.valid('param').id);
    return c.json(presentAd(row, images, viewer, ratings, context), 200);
  });
