import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ApiError } from '../../shared/schemas/errors';
import { SearchPage, SearchQuery, SuggestionList, SuggestionsQuery } from '../../shared/schemas/search';
import type { AppEnv } from '../http/app-env';
import { consumeRateLimit } from '../http/rate-limit';
import { presentAd } from '../presenters/ad';
import { limitFor } from '../services/rate-limit/check-rate-limit';
import { searchAds } from '../services/search/search-ads';
import { suggestAds } from '../services/search/suggest-ads';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const searchRoute = createRoute({
  method: 'get',
  path: '/search',
  tags: ['search'],
  summary: 'Search approved ads: words, parts of words and small typos, in either script',
  description:
    'Currently paid ads first, then relevance, then newest (docs/decisions/011). Counts against the ' +
    '`search` rate limit (30 per 10 minutes per caller), checked before the search runs. Results go at ' +
    'most 500 deep. Visitors receive PublicAd items; signed-in callers Ad items.',
  request: { query: SearchQuery },
  responses: {
    200: jsonContent(SearchPage, 'A page of results and the caller’s remaining allowance'),
    400: jsonContent(ApiError, 'Invalid query, filter or cursor (the message names the field)'),
    429: jsonContent(ApiError, 'SEARCH_RATE_LIMITED, with Retry-After'),
  },
});

const suggestionsRoute = createRoute({
  method: 'get',
  path: '/search/suggestions',
  tags: ['search'],
  summary: 'Up to 5 ads for the search box (at least 2 characters), ranked like a search',
  description:
    'Does not count against the `search` limit; limited on its own (`search_suggest`, 1000 an hour).',
  request: { query: SuggestionsQuery },
  responses: {
    200: jsonContent(SuggestionList, 'The suggestions, best first'),
    400: jsonContent(ApiError, 'Fewer than 2 characters, or an unknown city'),
    429: jsonContent(ApiError, 'RATE_LIMITED, with Retry-After'),
  },
});

const searchDeps = (c: Context<AppEnv>) => ({
  db: c.var.deps.db,
  timeZone: c.var.deps.env.SITE_TIME_ZONE,
  cacheSeconds: c.var.deps.env.SEARCH_CACHE_SECONDS,
});

export const searchRoutes = openApiRouter()
  .openapi(
    searchRoute,
    async (c) => {
      const limit = await consumeRateLimit(c, 'search', 'SEARCH_RATE_LIMITED');
      const query = c.req.valid('query');
      const page = await searchAds(searchDeps(c), query);
      const items = page.rows.map((row) =>
        presentAd(row, page.images.get(row.ad.id) ?? [], c.var.viewer, page.ratings.get(row.ad.id)),
      );
      const rateLimit = {
        limit: limit.limit,
        remaining: limit.remaining,
        window_minutes: limitFor('search').windowMinutes,
        reset_seconds: Math.max(0, Math.ceil((Date.parse(limit.reset_time) - Date.now()) / 1000)),
      };
      return c.json({ items, nextCursor: page.nextCursor, rate_limit: rateLimit }, 200);
    },
    fieldErrors,
  )
  .openapi(
    suggestionsRoute,
    async (c) => {
      await consumeRateLimit(c, 'search_suggest');
      const items = await suggestAds(searchDeps(c), c.req.valid('query'));
      return c.json({ items }, 200);
    },
    fieldErrors,
  );
