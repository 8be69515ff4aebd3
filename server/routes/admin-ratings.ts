import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import {
  AdminRating,
  AdminRatingsPage,
  AdminRatingsQuery,
  RatingModeration,
} from '../../shared/schemas/ratings';
import { notFound } from '../core/app-error';
import { signedInViewer } from '../http/viewer';
import { presentAdminRating } from '../presenters/rating';
import { deleteRating } from '../services/ratings/delete-rating';
import {
  adminRatingById,
  countRatingsByStatus,
  listAdminRatings,
} from '../services/ratings/list-admin-ratings';
import { moderateRating } from '../services/ratings/moderate-rating';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/admin/ratings',
  tags: ['admin'],
  summary: 'Ratings to moderate: waiting first, then the most recently written; counts per status',
  request: { query: AdminRatingsQuery },
  responses: {
    200: jsonContent(AdminRatingsPage, 'A page of ratings, and how many there are in each status'),
    400: jsonContent(ApiError, 'Invalid query'),
    ...forbidden,
  },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/admin/ratings/{id}',
  tags: ['admin'],
  summary: 'Approve or reject a rating (audited)',
  request: {
    params: IdParam,
    body: { content: { 'application/json': { schema: RatingModeration } }, required: true },
  },
  responses: {
    200: jsonContent(AdminRating, 'The rating after the change'),
    400: jsonContent(ApiError, 'Invalid status'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such rating'),
  },
});

const deleteRouteDef = createRoute({
  method: 'delete',
  path: '/admin/ratings/{id}',
  tags: ['admin'],
  summary: 'Delete any rating (audited)',
  request: { params: IdParam },
  responses: {
    204: { description: 'Deleted' },
    ...forbidden,
    404: jsonContent(ApiError, 'No such rating'),
  },
});

export const adminRatingRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const { db } = c.var.deps;
    const query = c.req.valid('query');
    const page = await listAdminRatings(db, query);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      {
        items: page.rows.map(presentAdminRating),
        has_more: page.hasMore,
        counts: await countRatingsByStatus(db, query.ad_id),
      },
      200,
    );
  })
  .openapi(
    patchRoute,
    async (c) => {
      const admin = signedInViewer(c);
      const { db } = c.var.deps;
      const id = await moderateRating(db, admin, c.req.valid('param').id, c.req.valid('json').status);
      const row = await adminRatingById(db, id);
      if (!row) throw notFound();
      c.header('Cache-Control', 'private, no-store');
      return c.json(presentAdminRating(row), 200);
    },
    fieldErrors,
  )
  .openapi(deleteRouteDef, async (c) => {
    const admin = signedInViewer(c);
    await deleteRating(c.var.deps.db, admin, c.req.valid('param').id);
    return c.body(null, 204);
  });
