import { createRoute } from '@hono/zod-openapi';
import {
  AdminUser,
  AdminUserListQuery,
  AdminUserPage,
  CreateUserInput,
  UpdateUserInput,
} from '../../shared/schemas/admin-users';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { signedInViewer } from '../http/viewer';
import { presentAdminUser } from '../presenters/admin-user';
import { createUser } from '../services/users/create-user';
import { deleteUser } from '../services/users/delete-user';
import { getUserOrNotFound, listUsers } from '../services/users/list-users';
import { updateUser } from '../services/users/update-user';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin (or, for a change, the admin changing themselves)'),
};
const listRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  tags: ['admin'],
  summary:
    'People: search by part of the display name or email (any case), filter by role and status, ' +
    'newest first (or by name), a page at a time with the total',
  request: { query: AdminUserListQuery },
  responses: {
    200: jsonContent(AdminUserPage, 'A page of people'),
    400: jsonContent(ApiError, 'Invalid query'),
    ...forbidden,
  },
});

const createUserRoute = createRoute({
  method: 'post',
  path: '/admin/users',
  tags: ['admin'],
  summary:
    'Create an account that can sign in at once (email counts as verified) with a display name and role',
  request: { body: { content: { 'application/json': { schema: CreateUserInput } }, required: true } },
  responses: {
    201: jsonContent(AdminUser, 'The new person'),
    400: jsonContent(ApiError, 'Invalid input (per-field messages)'),
    ...forbidden,
    409: jsonContent(ApiError, 'Email or display name taken'),
  },
});

const updateRoute = createRoute({
  method: 'patch',
  path: '/admin/users/{id}',
  tags: ['admin'],
  summary:
    'Change name, email, role or disabled state; disabling ends their sessions and hides their ads. ' +
    'Nobody can disable or demote themselves or the last active admin',
  request: {
    params: IdParam,
    body: { content: { 'application/json': { schema: UpdateUserInput } }, required: true },
  },
  responses: {
    200: jsonContent(AdminUser, 'The person after the change'),
    400: jsonContent(ApiError, 'Invalid change'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such person'),
    409: jsonContent(ApiError, 'Email or display name taken, or the last active admin'),
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/admin/users/{id}',
  tags: ['admin'],
  summary: 'Delete a person with their ads, photos, ratings, notifications and tokens',
  request: { params: IdParam },
  responses: {
    204: { description: 'Deleted' },
    ...forbidden,
    404: jsonContent(ApiError, 'No such person'),
    409: jsonContent(ApiError, 'The last active admin'),
  },
});

export const adminUserRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listUsers(c.var.deps.db, { ...query, text: query.q });
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: rows.map(presentAdminUser), total, page: query.page, limit: query.limit }, 200);
  })
  .openapi(
    createUserRoute,
    async (c) => {
      const admin = signedInViewer(c);
      const id = await createUser(c.var.deps, admin, c.req.valid('json'));
      c.header('Cache-Control', 'private, no-store');
      return c.json(presentAdminUser(await getUserOrNotFound(c.var.deps.db, id)), 201);
    },
    fieldErrors,
  )
  .openapi(
    updateRoute,
    async (c) => {
      const admin = signedInViewer(c);
      const { id } = c.req.valid('param');
      await updateUser(c.var.deps, admin, id, c.req.valid('json'));
      c.header('Cache-Control', 'private, no-store');
      return c.json(presentAdminUser(await getUserOrNotFound(c.var.deps.db, id)), 200);
    },
    fieldErrors,
  )
  .openapi(deleteRoute, async (c) => {
    const admin = signedInViewer(c);
    await deleteUser(c.var.deps, admin, c.req.valid('param').id);
    return c.body(null, 204);
  });
