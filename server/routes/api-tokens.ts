import { createRoute, z } from '@hono/zod-openapi';
import {
  ApiToken,
  ApiTokenList,
  CreateApiTokenInput,
  CreatedApiToken,
} from '../../shared/schemas/api-tokens';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { notFound } from '../core/app-error';
import { signedInViewer } from '../http/viewer';
import { presentApiToken } from '../presenters/api-token';
import { createApiToken } from '../services/api-tokens/create-api-token';
import { findApiToken, listApiTokens } from '../services/api-tokens/list-api-tokens';
import { revokeApiToken } from '../services/api-tokens/revoke-api-token';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const isUuid = (id: string) => z.uuid().safeParse(id).success;

const listRoute = createRoute({
  method: 'get',
  path: '/admin/api-tokens',
  tags: ['admin'],
  summary: 'Every API token, newest first (never a secret)',
  responses: { 200: jsonContent(ApiTokenList, 'The tokens'), ...forbidden },
});

const createRoute_ = createRoute({
  method: 'post',
  path: '/admin/api-tokens',
  tags: ['admin'],
  summary: 'Make an API token acting as a person; the answer holds its secret, shown this once',
  description:
    'Only in a signed-in admin session: a request authenticated by an API token is refused (403 ' +
    'SESSION_REQUIRED), whoever the new token would act as. A token that could make tokens would let ' +
    'whoever holds a leaked one keep access after it is revoked (by minting a successor first), and ' +
    'act as any other person, admins included; making credentials is a person’s decision.',
  request: {
    body: { content: { 'application/json': { schema: CreateApiTokenInput } }, required: true },
  },
  responses: {
    201: jsonContent(CreatedApiToken, 'The token and its secret'),
    400: jsonContent(ApiError, 'Invalid token'),
    401: jsonContent(ApiError, 'Not signed in'),
    403: jsonContent(ApiError, 'Not an admin, or SESSION_REQUIRED: the request came with an API token'),
  },
});

const revokeRoute = createRoute({
  method: 'post',
  path: '/admin/api-tokens/{id}/revoke',
  tags: ['admin'],
  summary: 'Revoke a token for good (revoking it again changes nothing)',
  request: { params: IdParam },
  responses: {
    200: jsonContent(ApiToken, 'The token, revoked'),
    ...forbidden,
    404: jsonContent(ApiError, 'No such token'),
  },
});

export const apiTokenRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const rows = await listApiTokens(c.var.deps.db);
    const now = new Date();
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: rows.map((row) => presentApiToken(row, now)) }, 200);
  })
  .openapi(
    createRoute_,
    async (c) => {
      const admin = signedInViewer(c);
      const { db } = c.var.deps;
      const body = c.req.valid('json');
      const { id, secret } = await createApiToken(
        db,
        admin,
        {
          name: body.name,
          scopes: body.scopes,
          userId: body.user_id,
          expiresAt: body.expires_at ? new Date(body.expires_at) : null,
        },
        c.var.deps.clock(),
      );
      const row = await findApiToken(db, id);
      if (!row) throw notFound();
      c.header('Cache-Control', 'private, no-store');
      return c.json({ ...presentApiToken(row), secret }, 201);
    },
    fieldErrors,
  )
  .openapi(revokeRoute, async (c) => {
    const admin = signedInViewer(c);
    const { db } = c.var.deps;
    const { id } = c.req.valid('param');
    if (!isUuid(id)) throw notFound();
    await revokeApiToken(c.var.deps, admin, id);
    const row = await findApiToken(db, id);
    if (!row) throw notFound();
    c.header('Cache-Control', 'private, no-store');
    return c.json(presentApiToken(row), 200);
  });
