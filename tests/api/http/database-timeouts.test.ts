import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adsApi from '../../../shared/api/ads';
import { errors as enErrors } from '../../../shared/i18n/en/errors';
import { errors as ukErrors } from '../../../shared/i18n/uk/errors';
import { callApi, getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// Reliability proof for a held lock: another connection holds ACCESS EXCLUSIVE on advertisements
// (as a long migration or a stuck admin session would). Statuses and answers only, never timings:
// a request that hangs fails the test by its timeout.

let server: TestServer;
const POOL_SIZE = Number(process.env.PG_POOL_SIZE ?? 10);

beforeAll(async () => {
  // No search cache: every listing request goes to the database.
  server = await startTestServer({ SEARCH_CACHE_SECONDS: '0' });
});
afterAll(() => server?.close());

/** A connection of its own (no timeouts of ours) holding the table until released. */
async function holdAdvertisementsLock() {
  const client = new pg.Client({ connectionString: server.deps.database.url });
  // The database is dropped under it at the end of a failed test: no uncaught error then.
  client.on('error', () => undefined);
  await client.connect();
  await client.query('begin');
  await client.query('lock table advertisements in access exclusive mode');
  return {
    /** Connections of this database waiting for a lock now. */
    async waiting(): Promise<number> {
      // Statistics are read once per transaction unless the snapshot is cleared.
      await client.query('select pg_stat_clear_snapshot()');
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_stat_activity
          where datname = current_database() and wait_event_type = 'Lock'`,
      );
      return rows[0]?.n ?? 0;
    },
    async release() {
      await client.query('commit');
      await client.end();
    },
  };
}

async function until(check: () => Promise<boolean>) {
  while (!(await check())) await new Promise((resolve) => setTimeout(resolve, 50));
}

const listing = (lang = 'en') => callApi(server, adsApi.listAds, { lang });

describe('a held lock on advertisements', () => {
  it('makes /health answer 503 while listings pile up, and the app recovers by itself on release', async () => {
    expect((await getJson(`${server.url}/health`)).status).toBe(200);
    const lock = await holdAdvertisementsLock();
    let released = false;
    try {
      // More listing requests than the pool has connections: every connection waits on the lock.
      const piled = Array.from({ length: POOL_SIZE + 2 }, () => listing());
      await until(async () => (await lock.waiting()) >= POOL_SIZE);

      const health = await getJson(`${server.url}/health`);
      expect(health.status).toBe(503);
      expect(health.body.status).toBe('unhealthy');

      await lock.release();
      released = true;
      // Every piled-up request got an answer: its listing, or "busy" if it waited past its limit.
      for (const answer of await Promise.all(piled)) {
        expect([200, 503]).toContain(answer.status);
        if (answer.status === 503) expect(answer.body.error.code).toBe('SERVICE_BUSY');
      }
    } finally {
      if (!released) await lock.release();
    }
    expect((await getJson(`${server.url}/health`)).status).toBe(200);
    const after = await listing();
    expect(after.status).toBe(200);
    expect(Array.isArray(after.body.items)).toBe(true);
  });

  it('makes /health answer 503 while connections are free, and 200 again once it is released', async () => {
    expect((await getJson(`${server.url}/health`)).status).toBe(200);
    const lock = await holdAdvertisementsLock();
    let released = false;
    try {
      // Nothing else waits: every connection of the pool is free, yet no ad can be read.
      await expect
        .poll(async () => (await getJson(`${server.url}/health`)).status, { timeout: 5_000 })
        .toBe(503);
      const health = await getJson(`${server.url}/health`);
      expect([health.status, health.body.status]).toEqual([503, 'unhealthy']);
      expect(Date.parse(health.body.timestamp)).not.toBeNaN();
      await lock.release();
      released = true;
    } finally {
      if (!released) await lock.release();
    }
    const health = await getJson(`${server.url}/health`);
    expect([health.status, health.body.status]).toEqual([200, 'healthy']);
  });

  it('answers a request waiting past its lock limit with 503 SERVICE_BUSY in the caller’s language', async () => {
    const lock = await holdAdvertisementsLock();
    try {
      const [uk, en] = await Promise.all([listing('uk'), listing('en')]);
      expect([uk.status, uk.body.error.code, uk.body.error.message]).toEqual([
        503,
        'SERVICE_BUSY',
        ukErrors.SERVICE_BUSY,
      ]);
      expect([en.status, en.body.error.message]).toEqual([503, enErrors.SERVICE_BUSY]);
      expect(en.headers.get('retry-after')).toBe('5');
    } finally {
      await lock.release();
    }
    expect((await listing()).status).toBe(200);
  });
});
