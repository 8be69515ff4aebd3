import * as favouritesApi from '../../shared/api/favourites';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentFavourite, presentFavouriteAdIds } from '../presenters/favourite';
import { heartAdIds } from '../services/favourites/favourite-ad-ids';
import { listFavourites } from '../services/favourites/list-favourites';
import { removeFavourite } from '../services/favourites/remove-favourite';
import { saveFavourite } from '../services/favourites/save-favourite';
import { jsonContent, openApiRouter } from './openapi-router';

const signedIn = { 401: jsonContent(ApiError, 'Not signed in') };
const limited = { 429: jsonContent(ApiError, 'Too many saves and removals lately (favourite: 120 an hour)') };

const listRoute = contractRoute(favouritesApi.listFavourites, {
  tags: ['account'],
  summary: 'The ads the caller saved, the latest saved first (24 a page)',
  description:
    'Ads no longer on the site stay in the list with their `availability` (expired, unavailable, ' +
    'removed) and the title they had, instead of being dropped; available ones carry their card.',
  answer: 'A page of favourites',
  errors: {
    400: jsonContent(ApiError, 'INVALID_CURSOR'),
    ...signedIn,
  },
});

const idsRoute = contractRoute(favouritesApi.listFavouriteAdIds, {
  tags: ['account'],
  summary: 'What the hearts on cards need: the ads the caller saved that still exist, and their own ads',
  answer: 'Ad ids, the latest first',
  errors: signedIn,
});

const saveRoute = contractRoute(favouritesApi.saveFavourite, {
  tags: ['account'],
  summary: 'Save an ad (by its id) to the favourites',
  description:
    'Idempotent: saving it again changes nothing. A published ad of someone else’s (not one’s own: ' +
    '400 CANNOT_SAVE_OWN_AD), at most 500 (409 TOO_MANY_FAVOURITES). Its owner sees how many people ' +
    'saved it (`saved_count`); a lower price published later tells the saver (a `price_drop` notice). ' +
    'No body.',
  answer: 'Saved',
  errors: {
    400: jsonContent(ApiError, 'CANNOT_SAVE_OWN_AD'),
    ...signedIn,
    404: jsonContent(ApiError, 'No such ad on the site, or a block stands between the caller and its owner'),
    409: jsonContent(ApiError, 'TOO_MANY_FAVOURITES'),
    ...limited,
  },
});

const removeRoute = contractRoute(favouritesApi.removeFavourite, {
  tags: ['account'],
  summary: 'Remove a favourite, by the ad’s id or the saved entry’s id (an ad that is gone has only that)',
  description: 'Idempotent: nothing saved, nothing changes.',
  answer: 'Not saved (any more)',
  errors: { ...signedIn, ...limited },
});

export const favouriteRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const viewer = signedInViewer(c);
    const page = await listFavourites(c.var.deps.db, viewer, c.req.valid('query').cursor);
    const now = c.var.deps.clock();
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      { items: page.entries.map((entry) => presentFavourite(entry, now)), next_cursor: page.nextCursor },
      200,
    );
  })
  .openapi(idsRoute, async (c) => {
    const viewer = signedInViewer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(presentFavouriteAdIds(await heartAdIds(c.var.deps.db, viewer)), 200);
  })
  .openapi(saveRoute, async (c) => {
    const viewer = signedInViewer(c);
    await consumeRateLimit(c, 'favourite');
    await saveFavourite(c.var.deps.db, viewer, c.req.valid('param').id, c.var.deps.clock());
    return c.body(null, 204);
  })
  .openapi(removeRoute, async (c) => {
    const viewer = signedInViewer(c);
    await consumeRateLimit(c, 'favourite');
    await removeFavourite(c.var.deps.db, viewer, c.req.valid('param').id);
    return c.body(null, 204);
  });
