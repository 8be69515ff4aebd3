import { randomUUID } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../server/db/schema/audit-log';
import { session } from '../../server/db/schema/auth';
import * as adminUsersApi from '../../shared/api/admin-users';
import * as authApi from '../../shared/api/auth';
import { authPost } from './auth-client';
import { callApi } from './http';
import { startTestServer, type TestServer } from './test-server';

// For the users-admin tests (tests/api/admin-users*.test.ts).

export const PASSWORD = 'amber-harbour-71';
export const uniqueEmail = (prefix = 'person') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** The app with a trusted proxy, so each sign-in comes from its own address (see auth-client nextAddress). */
export const startUsersServer = () => startTestServer({ TRUST_PROXY: 'true' });

/**
 * A signed session cookie like factories' sessionCookie, but for 30 days as a real sign-in gives: it
 * needs no refresh, whose write would race with the deletions these tests make at the same moment.
 */
export async function longSessionCookie(server: TestServer, userId: string): Promise<string> {
  const token = randomUUID().replaceAll('-', '');
  await server.deps.db
    .insert(session)
    .values({ id: randomUUID(), token, userId, expiresAt: new Date(Date.now() + 30 * 86_400_000) });
  const signature = await makeSignature(token, server.secret);
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
}

/**
 * Admin calls of the people operations (shared/api/admin-users.ts) as the person with this cookie. The
 * tests send valid and invalid bodies and queries alike, so both go as they are given.
 */
export function usersApi(server: TestServer, cookie?: string, lang = 'en') {
  const as = { cookie, lang };
  return {
    list: (query: Record<string, string> = {}) =>
      callApi(server, adminUsersApi.listUsers, { ...as, query: query as never }),
    create: (body: unknown) =>
      callApi(server, adminUsersApi.createUser, { ...as, body: {} as never, invalidBody: body }),
    update: (id: string, body: unknown) =>
      callApi(server, adminUsersApi.updateUser, {
        ...as,
        params: { id },
        body: {} as never,
        invalidBody: body,
      }),
    remove: (id: string) => callApi(server, adminUsersApi.deleteUser, { ...as, params: { id } }),
  };
}

/** Signs in through better-auth's real endpoint, as the browser would. */
export const signIn = (server: TestServer, email: string, password = PASSWORD) =>
  authPost(server, authApi.signInEmail, { email, password });

/** The audit entries about one person, oldest first. */
export const auditOf = (server: TestServer, id: string) =>
  server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
