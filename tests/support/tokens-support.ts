import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { apiTokens } from '../../server/db/schema/api-tokens';
import * as apiTokensApi from '../../shared/api/api-tokens';
import type { CallInput, Operation } from '../../shared/api/operation';
import { callApi } from './http';

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

export async function tokenRow(db: Db, id: string) {
  const [row] = await db.select().from(apiTokens).where(eq(apiTokens.id, id));
  if (!row) throw new Error(`no token ${id}`);
  return row;
}
