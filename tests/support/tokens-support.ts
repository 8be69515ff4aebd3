import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { apiTokens } from '../../server/db/schema/api-tokens';
import { getJson } from './http';

type Server = { url: string };

/** POST /admin/api-tokens as the admin of `cookie`; the answer as it came. */
export function createTokenCall(server: Server, cookie: string | undefined, body: unknown) {
  return getJson(`${server.url}/api/v1/admin/api-tokens`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'accept-language': 'en', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
  });
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

/** A call to /api/v1 with `Authorization: Bearer <secret>` (and a cookie too, when given). */
export function bearerCall(
  server: Server,
  method: string,
  path: string,
  secret: string,
  options: { body?: unknown; cookie?: string; lang?: string; authorization?: string } = {},
) {
  return getJson(`${server.url}/api/v1${path}`, {
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
