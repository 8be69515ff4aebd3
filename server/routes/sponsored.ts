import * as sponsoredApi from '../../shared/api/sponsored';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { presentListItems } from '../presenters/ad-list-item';
import { fillSponsoredSlot } from '../services/sponsorships/fill-sponsored-slot';
import { jsonContent, openApiRouter } from './openapi-router';

const route = contractRoute(sponsoredApi.listSponsoredAds, {
  tags: ['ads'],
  summary: 'The sponsored slot: up to 3 approved ads whose sponsorship is running now',
  description:
    'For the home page (a city) and category pages (a city and category): ads with a sponsorship ' +
    'where starts_at <= now < ends_at, of the city and category given, in a random order (each ' +
    'sponsor takes its turn). 403 FEATURE_DISABLED while sponsorships are not in effect. Items are ' +
    'AdListItem, the same for every caller.',
  answer: 'The sponsored ads (possibly none)',
  errors: {
    400: jsonContent(ApiError, 'Invalid query'),
    403: jsonContent(ApiError, 'FEATURE_DISABLED: sponsorships are switched off'),
    404: jsonContent(ApiError, 'Unknown city or category'),
  },
});

export const sponsoredRoutes = openApiRouter().openapi(route, async (c) => {
  const now = c.var.deps.clock();
  const shown = await fillSponsoredSlot(c.var.deps, c.var.viewer, c.req.valid('query'), now);
  // Never cached: the order rotates and a sponsorship starts or ends at its own moment.
  c.header('cache-control', 'no-store');
  return c.json({ items: presentListItems(shown, now) }, 200);
});
