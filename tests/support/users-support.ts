import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { makeSignature } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { auditLog } from '../../server/db/schema/audit-log';
import { session } from '../../server/db/schema/auth';
import { seedReferenceData } from '../../server/db/seed/reference-data';
import { createDeps } from '../../server/deps';
import { readEnv } from '../../server/env';
import { authPost } from './auth-client';
import { apiCall } from './http';
import { startTestServer, type TestServer } from './test-server';

// For the users-admin tests (tests/api/admin-users*.test.ts).

export const PASSWORD = 'amber-harbour-71';
export const uniqueEmail = (prefix = 'person') => `${prefix}-${randomUUID().slice(0, 8)}@example.com`;

/** The app with a trusted proxy, so each sign-in comes from its own address (see auth-client nextAddress). */
export const startUsersServer = () => startTestServer({ TRUST_PROXY: 'true' });

/**
 * A server on a database of its own: no other test file's admins, so "the last active admin" can be
 * reached. On PGlite every test server already has its own copy; on PostgreSQL (where test files
 * share one database) it is a new database, migrated and seeded, dropped on close.
 */
export async function startIsolatedServer(): Promise<TestServer> {
  const sharedUrl = inject('postgresUrl');
  if (!sharedUrl) return startUsersServer();
  const name = `hromada_users_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: sharedUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'hromada-users-'));
  const opened = await openDatabase({ databaseUrl: url.toString(), dataDir });
  // The server LISTENs for settings changes on a connection of its own: ended before the drop.
  const unlisten: (() => Promise<void>)[] = [];
  const database = {
    ...opened,
    async listen(channel: string, cb: (payload: string) => void) {
      const stop = await opened.listen(channel, cb);
      let stopped: Promise<void> | undefined;
      const once = () => (stopped ??= stop());
      unlisten.push(once);
      return once;
    },
  };
  await database.migrate();
  await seedReferenceData(database.db);
  const port = await new Promise<number>((resolve) => {
    const probe = serve({ fetch: () => new Response(), port: 0, hostname: '127.0.0.1' }, (info) =>
      probe.close(() => resolve(info.port)),
    );
  });
  const env = readEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    TRUST_PROXY: 'true',
  });
  const secret = 'test-secret-that-is-long-enough-for-better-auth';
  const deps = createDeps({ env, database, secret });
  const server = serve({
    fetch: buildApp(deps, { distDir: join(dataDir, 'no-dist') }).fetch,
    port,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    url: env.baseUrl,
    address: env.baseUrl,
    deps,
    secret,
    async close() {
      await deps.settings.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await Promise.all(unlisten.map((stop) => stop().catch(() => undefined)));
      await database.close();
      // The pool's connections close a moment after it says it has ended: dropping the database
      // before would kill them, an error their clients report after the test.
      for (let i = 0; i < 50; i++) {
        const open = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [
          name,
        ]);
        if (open.rows[0]?.n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

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

/** Admin calls to /api/v1/admin/users… as the person with this cookie. */
export function usersApi(server: TestServer, cookie?: string, lang = 'en') {
  const call = (method: string, path: string, body?: unknown) =>
    apiCall(server, method, `/admin/users${path}`, { cookie, body, lang });
  return {
    list: (query: Record<string, string> = {}) => call('GET', `?${new URLSearchParams(query)}`),
    create: (body: unknown) => call('POST', '', body),
    update: (id: string, body: unknown) => call('PATCH', `/${encodeURIComponent(id)}`, body),
    remove: (id: string) => call('DELETE', `/${encodeURIComponent(id)}`),
  };
}

/** Signs in through better-auth's real endpoint, as the browser would. */
export const signIn = (server: TestServer, email: string, password = PASSWORD) =>
  authPost(server, '/api/auth/sign-in/email', { email, password });

/** The audit entries about one person, oldest first. */
export const auditOf = (server: TestServer, id: string) =>
  server.deps.db.select().from(auditLog).where(eq(auditLog.entityId, id)).orderBy(auditLog.id);
