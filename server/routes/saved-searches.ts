import * as savedSearchesApi from '../../shared/api/saved-searches';
import { SAVED_SEARCHES } from '../../shared/saved-searches';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { requestLanguage } from '../http/locale';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentSavedSearch } from '../presenters/saved-search';
import { changeSavedSearch, deleteSavedSearch } from '../services/saved-searches/change-saved-search';
import { createSavedSearch } from '../services/saved-searches/create-saved-search';
import { listSavedSearches } from '../services/saved-searches/list-saved-searches';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const signedIn = { 401: jsonContent(ApiError, 'Not signed in') };
const limited = { 429: jsonContent(ApiError, 'Too many changes lately (saved_search_write: 60 an hour)') };
const mine = { 404: jsonContent(ApiError, 'No such saved search of the caller') };

const listRoute = contractRoute(savedSearchesApi.listSavedSearches, {
  tags: ['account'],
  summary: "The caller's saved searches, in the order saved",
  answer: 'The saved searches and how many one may keep',
  errors: signedIn,
});

const createSavedSearchRoute = contractRoute(savedSearchesApi.createSavedSearch, {
  tags: ['account'],
  summary: 'Save a search: alerts of new approved ads it finds (docs/decisions/033)',
  description:
    "The question and /search's filters; instant, daily or weekly; in-app, mail or both. It matches " +
    'as /search does (both scripts, typos); alerts never name the caller’s own ads or a blocked ' +
    `owner’s. A word, a city or a category is needed (400 SAVED_SEARCH_EMPTY); at most ${SAVED_SEARCHES.maxPerPerson} ` +
    'each (409 TOO_MANY_SAVED_SEARCHES). Alerts go in the language of this request.',
  answer: 'Saved',
  errors: {
    400: jsonContent(ApiError, 'Invalid input, an unknown city or category, or SAVED_SEARCH_EMPTY'),
    ...signedIn,
    409: jsonContent(ApiError, 'TOO_MANY_SAVED_SEARCHES'),
    ...limited,
  },
});

const changeRoute = contractRoute(savedSearchesApi.changeSavedSearch, {
  tags: ['account'],
  summary: 'Rename, pause or resume a saved search, or change how its alerts come',
  description: 'A paused search sends nothing; ads approved while it is paused are not sent when it resumes.',
  answer: 'As changed',
  errors: {
    400: jsonContent(ApiError, 'Invalid input (neither the bell nor mail left)'),
    ...signedIn,
    ...mine,
    ...limited,
  },
});

const deleteRoute = contractRoute(savedSearchesApi.deleteSavedSearch, {
  tags: ['account'],
  summary: 'Delete a saved search',
  answer: 'Deleted',
  errors: { ...signedIn, ...mine, ...limited },
});

export const savedSearchRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const rows = await listSavedSearches(c.var.deps.db, signedInViewer(c));
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: rows.map(presentSavedSearch), max: SAVED_SEARCHES.maxPerPerson }, 200);
  })
  .openapi(
    createSavedSearchRoute,
    async (c) => {
      const viewer = signedInViewer(c);
      await consumeRateLimit(c, 'saved_search_write');
      const row = await createSavedSearch(c.var.deps, viewer, c.req.valid('json'), requestLanguage(c));
      return c.json(presentSavedSearch(row), 201);
    },
    fieldErrors,
  )
  .openapi(
    changeRoute,
    async (c) => {
      const viewer = signedInViewer(c);
      await consumeRateLimit(c, 'saved_search_write');
      const { id } = c.req.valid('param');
      const row = await changeSavedSearch(c.var.deps.db, viewer, id, c.req.valid('json'));
      return c.json(presentSavedSearch(row), 200);
    },
    fieldErrors,
  )
  .openapi(deleteRoute, async (c) => {
    const viewer = signedInViewer(c);
    await consumeRateLimit(c, 'saved_search_write');
    await deleteSavedSearch(c.var.deps.db, viewer, c.req.valid('param').id);
    return c.body(null, 204);
  });
