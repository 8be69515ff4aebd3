import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import { SponsoredAds, SponsoredQuery } from '../../shared/schemas/sponsored';
import { presentListItems } from '../presenters/ad-list-item';
import { withoutBlocked } from '../services/blocks/hidden-owners';
import { resolveFilters } from '../services/catalog/resolve-filters';
import { requireFeatures } from '../services/settings/platform-settings';
import { listSponsoredAds } from '../services/sponsorships/list-sponsored-ads';
import { jsonContent, openApiRouter } from './openapi-router';

const route = createRoute({
  method: 'get',
  path: '/sponsored',
  tags: ['ads'],
  summary: 'The sponsored slot: up to 3 approved ads whose sponsorship is running now',
  description:
    'For the home page (a city) and category pages (a city and category): ads with a sponsorship ' +
    'where starts_at <= now < ends_at, of the city and category given, in a random order (each ' +
    'sponsor takes its turn). 403 FEATURE_DISABLED while sponsorships are not in effect. Items are ' +
    'AdListItem, the same for every caller.',
  request: { query: SponsoredQuery },
  responses: {
    200: jsonContent(SponsoredAds, 'The sponsored ads (possibly none)'),
    400: jsonContent(ApiError, 'Invalid query'),
    403: jsonContent(ApiError, 'FEATURE_DISABLED: sponsorships are switched off'),
    404: jsonContent(ApiError, 'Unknown city or category'),
  },
});

export const sponsoredRoutes = openApiRouter().openapi(route, async (c) => {
  const { db, clock } = c.var.deps;
  await requireFeatures(db, 'sponsorships');
  const filters = await resolveFilters(c.var.deps.catalog, c.req.valid('query'));
  const now = clock();
  const found = await listSponsoredAds(db, { ...filters, now });
  // Never cached: the order rotates and a sponsorship starts or ends at its own moment.
  c.header('cache-control', 'no-store');
  const shown = await withoutBlocked(db, c.var.viewer, found);
  return c.json({ items: presentListItems(shown, now) }, 200);
});
