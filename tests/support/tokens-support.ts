import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { apiTokens } from '../../server/db/schema/api-tokens';
import * as apiTokensApi from '../../shared/api/api-tokens';
import { API_PREFIX, type CallInput, type Operation } from '../../shared/api/operation';
import { callApi, getJson } from './http';

type Server = { url: string };

/** POST /admin/api-tokens as the admin of `cookie`; the answer as it came. */
export function createTokenCall(server: Server, cookie: string | undefined, body: unknown) {
  return callApi(server, apiTokensApi.createApiToken, { cookie, body: body as never, invalidBody: body });
}

/** A new token made by that admin: its id and secret (fails the test when refused). */
export async function makeToken(
  server: Server,
  adminCookie: string,
  body: { scopes: string[]; user_id?: string; name?: string; expires_at?: string },
): Promise<{ id: string; secret: string }> {
  const res = await createTokenCall(server, adminCookie, { name: 'Test token', ...body });
  if (res.status !== 201) throw new Error(`token not created: ${res.status} ${res.text}`);
  return { id: res.body.id, secret: res.body.secret };
}

/** A call of a contract operation with `Authorization: Bearer <secret>` (and a cookie too, when given). */
export function bearerApi<O extends Operation>(
  server: Server,
  op: O,
  secret: string,
  input: CallInput<O> & { cookie?: string; lang?: string; authorization?: string; invalidBody?: unknown },
) {
  const { authorization, ...call } = input;
  return callApi(server, op, {
    ...call,
    headers: { authorization: authorization ?? `Bearer ${secret}` },
  } as CallInput<O> & { cookie?: string });
}

/**
 * A call to /api/v1 by method and path (another domain's routes), with `Authorization: Bearer <secret>`:
 * the old form, left for the tests that still use it (issue 31 moves them to bearerApi).
 */
export function bearerCall(
  server: Server,
  method: string,
  path: string,
  secret: string,
  options: { body?: unknown; cookie?: string; lang?: string; authorization?: string } = {},
) {
  return getJson(`${server.url}${API_PREFIX}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'en',
      authorization: options.authorization ?? `Bearer ${secret}`,
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

export async function tokenRow(db: Db, id: string) {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  if (!row) throw new Error(`no token ${id}`);
  return row;
}
