import type { Context } from 'hono';
import * as searchApi from '../../shared/api/search';
import { ApiError } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/app-env';
import { contractRoute } from '../http/contract-route';
import { consumeRateLimit } from '../http/rate-limit';
import { searchAnswerJson } from '../presenters/search-answer';
import { withoutBlockedAds } from '../services/blocks/hidden-owners';
import { limitFor } from '../services/rate-limit/check-rate-limit';
import { searchForViewer } from '../services/search/search-for-viewer';
import { suggestAds } from '../services/search/suggest-ads';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const searchRoute = contractRoute(searchApi.searchAds, {
  tags: ['search'],
  summary: 'Search approved ads: words, parts of words and typos, in either script',
  description:
    'Whole-word matches before looser ones (parts of words of 3+ letters; typos: one edit in words ' +
    'of 5+ letters, two in words of 9+, an edit being a letter inserted, deleted or changed or two ' +
    'neighbours swapped); within each, currently paid ads ' +
    'first, then the `sort` order: newest (the default), relevant, price_asc or price_desc ' +
    '(docs/decisions/011, 024, 025). Counts against the `search` rate limit (30 per 10 minutes per caller), ' +
    'checked before the search runs. Results go at most 500 deep; `total` says how many match. ' +
    'Items are AdListItem, the same for every caller.',
  answer: 'A page of results and the caller’s remaining allowance',
  errors: {
    400: jsonContent(ApiError, 'Invalid query, filter, sort or cursor (the message names the field)'),
    429: jsonContent(ApiError, 'SEARCH_RATE_LIMITED, with Retry-After'),
  },
});

const suggestionsRoute = contractRoute(searchApi.suggestAds, {
  tags: ['search'],
  summary: 'Up to 5 ads for the search box (at least 2 characters), ranked like a search',
  description:
    'Does not count against the `search` limit; limited on its own (`search_suggest`, 1000 an hour).',
  answer: 'The suggestions, best first',
  errors: {
    400: jsonContent(ApiError, 'Fewer than 2 characters, or an unknown city'),
    429: jsonContent(ApiError, 'RATE_LIMITED, with Retry-After'),
  },
});

const searchDeps = (c: Context<AppEnv>) => ({
  db: c.var.deps.db,
  catalog: c.var.deps.catalog,
  timeZone: c.var.deps.env.SITE_TIME_ZONE,
  cacheSeconds: c.var.deps.env.SEARCH_CACHE_SECONDS,
  searchCache: c.var.deps.searchCache,
  clock: c.var.deps.clock,
});

export const searchRoutes = openApiRouter()
  .openapi(
    searchRoute,
    async (c) => {
      const limit = await consumeRateLimit(c, 'search', 'SEARCH_RATE_LIMITED');
      const found = await searchForViewer(searchDeps(c), c.var.viewer, c.req.valid('query'));
      const allowance = { limit, windowMinutes: limitFor('search').windowMinutes };
      const body = searchAnswerJson(found, allowance, c.var.deps.clock());
      return c.body(body, 200, { 'content-type': 'application/json' }) as never;
    },
    fieldErrors,
  )
  .openapi(
    suggestionsRoute,
    async (c) => {
      await consumeRateLimit(c, 'search_suggest');
      const suggested = await suggestAds(searchDeps(c), c.req.valid('query'));
      const items = await withoutBlockedAds(c.var.deps.db, c.var.viewer, suggested);
      // biome-ignore lint/plugin: the search answer cache keeps suggestions as the JSON they are sent as (built with presenters in services/search/suggest-ads.ts)
      return c.json({ items }, 200);
    },
    fieldErrors,
  );
