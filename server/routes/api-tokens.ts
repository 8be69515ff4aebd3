import * as apiTokensApi from '../../shared/api/api-tokens';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { signedInViewer } from '../http/viewer';
import { presentApiToken } from '../presenters/api-token';
import { createApiToken } from '../services/api-tokens/create-api-token';
import { listApiTokens } from '../services/api-tokens/list-api-tokens';
import { revokeApiToken } from '../services/api-tokens/revoke-api-token';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};

const listRoute = contractRoute(apiTokensApi.listApiTokens, {
  tags: ['admin'],
  summary: 'Every API token, newest first (never a secret)',
  answer: 'The tokens',
  errors: forbidden,
});

const createRoute = contractRoute(apiTokensApi.createApiToken, {
  tags: ['admin'],
  summary: 'Make an API token acting as a person; the answer holds its secret, shown this once',
  description:
    'Only in a signed-in admin session: a request authenticated by an API token is refused (403 ' +
    'SESSION_REQUIRED), whoever the new token would act as. A token that could make tokens would let ' +
    'whoever holds a leaked one keep access after it is revoked (by minting a successor first), and ' +
    'act as any other person, admins included; making credentials is a person’s decision.',
  answer: 'The token and its secret',
  errors: {
    400: jsonContent(ApiError, 'Invalid token'),
    401: jsonContent(ApiError, 'Not signed in'),
    403: jsonContent(ApiError, 'Not an admin, or SESSION_REQUIRED: the request came with an API token'),
  },
});

const revokeRoute = contractRoute(apiTokensApi.revokeApiToken, {
  tags: ['admin'],
  summary: 'Revoke a token for good (revoking it again changes nothing)',
  answer: 'The token, revoked',
  errors: { ...forbidden, 404: jsonContent(ApiError, 'No such token') },
});

export const apiTokenRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const rows = await listApiTokens(c.var.deps.db);
    const now = new Date();
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: rows.map((row) => presentApiToken(row, now)) }, 200);
  })
  .openapi(
    createRoute,
    async (c) => {
      const { name, scopes, user_id, expires_at } = c.req.valid('json');
      const input = { name, scopes, userId: user_id, expiresAt: expires_at ? new Date(expires_at) : null };
      const { deps } = c.var;
      const { token, secret } = await createApiToken(deps.db, signedInViewer(c), input, deps.clock());
      c.header('Cache-Control', 'private, no-store');
      return c.json({ ...presentApiToken(token), secret }, 201);
    },
    fieldErrors,
  )
  .openapi(revokeRoute, async (c) => {
    const token = await revokeApiToken(c.var.deps, signedInViewer(c), c.req.valid('param').id);
    c.header('Cache-Control', 'private, no-store');
    return c.json(presentApiToken(token), 200);
  });
