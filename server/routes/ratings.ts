import * as ratingsApi from '../../shared/api/ratings';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { seesEveryAd } from '../policies/ad';
import {
  presentOwnRating,
  presentPublicRating,
  presentRatingSummaries,
  presentRatingSummary,
} from '../presenters/rating';
import { createRating } from '../services/ratings/create-rating';
import { deleteRating } from '../services/ratings/delete-rating';
import { listAdRatings } from '../services/ratings/list-ad-ratings';
import { ratingSummariesFor } from '../services/ratings/rating-summaries';
import { updateRating } from '../services/ratings/update-rating';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const signedIn = { 401: jsonContent(ApiError, 'Not signed in') };
const limited = { 429: jsonContent(ApiError, 'Too many ratings written lately (rating_submit: 5 an hour)') };

const listRoute = contractRoute(ratingsApi.listAdRatings, {
  tags: ['ratings'],
  summary: "An ad's approved ratings, newest first, its summary and the caller's own rating",
  answer: 'A page of approved ratings',
  errors: {
    400: jsonContent(ApiError, 'Invalid query'),
    404: jsonContent(ApiError, 'No such ad, or not visible to the caller'),
  },
});

const createRouteDef = contractRoute(ratingsApi.createRating, {
  tags: ['ratings'],
  summary: 'Rate a published ad (once per person; not one’s own); it shows after approval',
  answer: 'The rating, waiting for approval',
  errors: {
    400: jsonContent(ApiError, 'Invalid rating or comment'),
    ...signedIn,
    403: jsonContent(ApiError, 'CANNOT_RATE_OWN_AD'),
    404: jsonContent(ApiError, 'No such published ad'),
    409: jsonContent(ApiError, 'ALREADY_RATED'),
    ...limited,
  },
});

const updateRouteDef = contractRoute(ratingsApi.updateRating, {
  tags: ['ratings'],
  summary: 'Change one’s own rating or comment; it waits for approval again',
  answer: 'The rating after the change',
  errors: {
    400: jsonContent(ApiError, 'Invalid rating or comment'),
    ...signedIn,
    403: jsonContent(ApiError, 'Someone else’s rating'),
    404: jsonContent(ApiError, 'No such rating'),
    ...limited,
  },
});

const deleteRouteDef = contractRoute(ratingsApi.deleteRating, {
  tags: ['ratings'],
  summary: 'Delete one’s own rating (admins: any rating, audited)',
  answer: 'Deleted',
  errors: {
    ...signedIn,
    403: jsonContent(ApiError, 'Someone else’s rating'),
    404: jsonContent(ApiError, 'No such rating'),
  },
});

const rpcRoute = contractRoute(ratingsApi.getAdRatings, {
  tags: ['ratings'],
  summary: 'Rating summaries of up to 100 ads (SPEC RPC get_ad_ratings): 0/0 for ads without any',
  answer: 'One summary per asked ad, in the order asked',
  errors: {
    400: jsonContent(ApiError, 'Invalid ad ids'),
  },
});

export const ratingRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const viewer = c.var.viewer;
    const id = c.req.valid('param').id;
    const page = await listAdRatings(c.var.deps.db, id, viewer, c.req.valid('query'), c.var.deps.clock());
    if (viewer) c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        items: page.items.map((item) => presentPublicRating(item.rating, item.authorName)),
        has_more: page.hasMore,
        mine: page.mine ? presentOwnRating(page.mine) : null,
        summary: presentRatingSummary(id, page.summary),
      },
      200,
    );
  })
  .openapi(
    createRouteDef,
    async (c) => {
      const viewer = signedInViewer(c);
      await consumeRateLimit(c, 'rating_submit');
      const { db, clock } = c.var.deps;
      const row = await createRating(db, viewer, c.req.valid('param').id, c.req.valid('json'), clock());
      c.header('Cache-Control', 'private, no-store');
      return c.json(presentOwnRating(row), 201);
    },
    fieldErrors,
  )
  .openapi(
    updateRouteDef,
    async (c) => {
      const viewer = signedInViewer(c);
      await consumeRateLimit(c, 'rating_submit');
      const row = await updateRating(c.var.deps, viewer, c.req.valid('param').id, c.req.valid('json'));
      c.header('Cache-Control', 'private, no-store');
      return c.json(presentOwnRating(row), 200);
    },
    fieldErrors,
  )
  .openapi(deleteRouteDef, async (c) => {
    const viewer = signedInViewer(c);
    await deleteRating(c.var.deps.db, viewer, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(
    rpcRoute,
    async (c) => {
      const everyAd = seesEveryAd(c.var.viewer);
      const summaries = await ratingSummariesFor(c.var.deps.db, c.req.valid('json').ad_ids, everyAd);
      return c.json(presentRatingSummaries(summaries), 200);
    },
    fieldErrors,
  );
