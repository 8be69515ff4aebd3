import * as ratingsApi from '../../shared/api/admin-ratings';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { signedInViewer } from '../http/viewer';
import { presentAdminRating } from '../presenters/rating';
import { adminRatingsPage } from '../services/ratings/admin-ratings-page';
import { deleteRating } from '../services/ratings/delete-rating';
import { reviewRating } from '../services/ratings/review-rating';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const tags = ['admin'];
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const listRoute = contractRoute(ratingsApi.listRatings, {
  tags,
  summary: 'Ratings to moderate: waiting first, then the most recently written; counts per status',
  answer: 'A page of ratings, and how many there are in each status',
  errors: { 400: jsonContent(ApiError, 'Invalid query'), ...forbidden },
});

const patchRoute = contractRoute(ratingsApi.moderateRating, {
  tags,
  summary: 'Approve or reject a rating (audited)',
  answer: 'The rating after the change',
  errors: {
    400: jsonContent(ApiError, 'Invalid status'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such rating'),
  },
});

const deleteRouteDef = contractRoute(ratingsApi.deleteRating, {
  tags,
  summary: 'Delete any rating (audited)',
  answer: 'Deleted',
  errors: { ...forbidden, 404: jsonContent(ApiError, 'No such rating') },
});

export const adminRatingRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const page = await adminRatingsPage(c.var.deps.db, c.var.viewer, c.req.valid('query'));
    return c.json(
      { items: page.rows.map(presentAdminRating), has_more: page.hasMore, counts: page.counts },
      200,
      NO_STORE,
    );
  })
  .openapi(
    patchRoute,
    async (c) => {
      const { id } = c.req.valid('param');
      const row = await reviewRating(c.var.deps.db, c.var.viewer, id, c.req.valid('json').status);
      return c.json(presentAdminRating(row), 200, NO_STORE);
    },
    fieldErrors,
  )
  .openapi(deleteRouteDef, async (c) => {
    await deleteRating(c.var.deps.db, signedInViewer(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
