import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import type { Db } from '../../server/db/client';
import { openDatabase } from '../../server/db/client';
import { payments, plans, subscriptions } from '../../server/db/schema/monetization';
import { seedReferenceData } from '../../server/db/seed/reference-data';
import { createDeps } from '../../server/deps';
import { readEnv } from '../../server/env';
import type { PlatformSettingKey, PlatformSettings } from '../../shared/platform-features';
import { apiCall } from './http';
import { startTestServer, type TestServer } from './test-server';

/**
 * A test server whose platform settings no other test file sees. On PGlite every test file has its
 * own database already; on PostgreSQL test files share one, so this makes a database of its own
 * (flipping the monetisation switches there cannot disturb the files running beside it).
 */
export async function startIsolatedServer(): Promise<TestServer> {
  const sharedUrl = inject('postgresUrl');
  if (!sharedUrl) return startTestServer();
  const name = `hromada_plans_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const admin = new pg.Client({ connectionString: sharedUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(sharedUrl);
  url.pathname = `/${name}`;
  const dataDir = join('/tmp', name);
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir });
  await database.migrate();
  await seedReferenceData(database.db);
  const probe = serve({ fetch: () => new Response(), port: 0, hostname: '127.0.0.1' });
  await new Promise<void>((resolve) => probe.once('listening', () => resolve()));
  const port = (probe.address() as { port: number }).port;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  const env = readEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
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
    address: `http://127.0.0.1:${port}`,
    deps,
    secret,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await deps.settings.close();
      await database.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * Sets switches through SPEC's RPC update_platform_setting, then waits until the server reports
 * them (its copy may follow the NOTIFY a moment later).
 */
export async function setPlatformSettings(server: TestServer, values: Partial<PlatformSettings>) {
  for (const [key, enabled] of Object.entries(values))
    await server.deps.db.execute(
      sql`select update_platform_setting(${key as PlatformSettingKey}, ${JSON.stringify({ enabled })}::jsonb)`,
    );
  const deadline = Date.now() + 5000;
  for (;;) {
    const { body } = await apiCall(server, 'GET', '/platform-settings');
    const settings = body.settings as PlatformSettings;
    if (Object.entries(values).every(([key, enabled]) => settings[key as PlatformSettingKey] === enabled))
      return;
    if (Date.now() > deadline) throw new Error(`settings not applied: ${JSON.stringify(settings)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

let counter = 0;
/** A valid plan body of the kind, with a name unique to this run; `overrides` replace or add fields. */
export function planBody(kind: 'upgrade' | 'boost' | 'sponsorship' | 'subscription', overrides = {}) {
  counter += 1;
  const tag = `${randomUUID().slice(0, 6)}-${counter}`;
  return {
    kind,
    name_en: `Plan ${tag}`,
    name_uk: `План ${tag}`,
    description_en: 'What it gives',
    description_uk: 'Що він дає',
    currency: 'USD',
    price_cents: 499,
    ...(kind === 'subscription' ? { annual_price_cents: 4990 } : {}),
    ...(kind === 'upgrade' || kind === 'sponsorship' ? { duration_days: 7 } : {}),
    ...overrides,
  };
}

/** A payment that names the plan, as a checkout would leave it. */
export async function paymentFor(db: Db, userId: string, planId: string) {
  await db.insert(payments).values({
    userId,
    planId,
    kind: 'upgrade',
    billingCycle: 'one_time',
    description: 'Test payment',
    amountCents: 499,
    currency: 'USD',
    provider: 'test',
  });
}

/** A running subscription to the plan. */
export async function subscriptionTo(db: Db, userId: string, planId: string) {
  const now = Date.now();
  await db.insert(subscriptions).values({
    userId,
    planId,
    billingCycle: 'monthly',
    currentPeriodStart: new Date(now),
    currentPeriodEnd: new Date(now + 30 * 86_400_000),
    provider: 'test',
  });
}

/** Removes the plans a test made, with what refers to them. */
export async function removePlans(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(payments).where(inArray(payments.planId, ids));
  await db.delete(subscriptions).where(inArray(subscriptions.planId, ids));
  await db.delete(plans).where(inArray(plans.id, ids));
}

export const planRow = async (db: Db, id: string) =>
  (await db.select().from(plans).where(eq(plans.id, id)))[0];
