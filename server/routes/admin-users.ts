import * as usersApi from '../../shared/api/admin-users';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { signedInViewer } from '../http/viewer';
import { presentAdminUser } from '../presenters/admin-user';
import { createUser } from '../services/users/create-user';
import { deleteUser } from '../services/users/delete-user';
import { editUser } from '../services/users/edit-user';
import { listUsers } from '../services/users/list-users';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin (or, for a change, the admin changing themselves)'),
};
const tags = ['admin'];
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const listRoute = contractRoute(usersApi.listUsers, {
  tags,
  summary:
    'People: search by part of the display name or email (any case), filter by role and status, ' +
    'newest first (or by name), a page at a time with the total',
  answer: 'A page of people',
  errors: { 400: jsonContent(ApiError, 'Invalid query'), ...forbidden },
});

const createUserRoute = contractRoute(usersApi.createUser, {
  tags,
  summary:
    'Create an account that can sign in at once (email counts as verified) with a display name and role',
  answer: 'The new person',
  errors: {
    400: jsonContent(ApiError, 'Invalid input (per-field messages)'),
    ...forbidden,
    409: jsonContent(ApiError, 'Email or display name taken'),
  },
});

const updateRoute = contractRoute(usersApi.updateUser, {
  tags,
  summary:
    'Change name, email, role or disabled state; disabling ends their sessions and hides their ads. ' +
    'Nobody can disable or demote themselves or the last active admin',
  answer: 'The person after the change',
  errors: {
    400: jsonContent(ApiError, 'Invalid change'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such person'),
    409: jsonContent(ApiError, 'Email or display name taken, or the last active admin'),
  },
});

const deleteRoute = contractRoute(usersApi.deleteUser, {
  tags,
  summary: 'Delete a person with their ads, photos, ratings, notifications and tokens',
  answer: 'Deleted',
  errors: {
    ...forbidden,
    404: jsonContent(ApiError, 'No such person'),
    409: jsonContent(ApiError, 'The last active admin'),
  },
});

export const adminUserRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const { rows, total } = await listUsers(c.var.deps.db, { ...query, text: query.q });
    return c.json(
      { items: rows.map(presentAdminUser), total, page: query.page, limit: query.limit },
      200,
      NO_STORE,
    );
  })
  .openapi(
    createUserRoute,
    async (c) => {
      const row = await createUser(c.var.deps, c.var.viewer, c.req.valid('json'));
      return c.json(presentAdminUser(row), 201, NO_STORE);
    },
    fieldErrors,
  )
  .openapi(
    updateRoute,
    async (c) => {
      const row = await editUser(c.var.deps, c.var.viewer, c.req.valid('param').id, c.req.valid('json'));
      return c.json(presentAdminUser(row), 200, NO_STORE);
    },
    fieldErrors,
  )
  .openapi(deleteRoute, async (c) => {
    await deleteUser(c.var.deps, signedInViewer(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
