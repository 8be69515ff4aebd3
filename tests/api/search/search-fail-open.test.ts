import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import * as searchApi from '../../../shared/api/search';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// SPEC section 8: when the rate limiter itself fails, searching goes on (fail open).
// This server's connections look in a schema of their own first (PGOPTIONS, so that connections the
// pool opens after an error do too), where a broken check_rate_limit is put for a while.

const broken = `limiter_broken_${randomUUID().slice(0, 8)}`;
let server: TestServer;

beforeAll(async () => {
  process.env.PGOPTIONS = `-c search_path=${broken},public`;
  server = await startTestServer({ SEARCH_CACHE_SECONDS: '0' });
});
afterAll(async () => {
  await server?.deps.db.execute(sql`drop schema if exists ${sql.identifier(broken)} cascade`);
  await server?.close();
  delete process.env.PGOPTIONS;
});

it('answers searches while the limiter errors, past the limit, and counts again once it is back', async () => {
  const { db } = server.deps;
  const person = await signedInPerson(server);
  const search = () =>
    callApi(server, searchApi.searchAds, { query: { q: 'bicycle' }, cookie: person.cookie });
  expect((await search()).body.rate_limit.remaining).toBe(29);

  await db.execute(sql`create schema ${sql.identifier(broken)}`);
  await db.execute(sql`
    create function ${sql.identifier(broken)}.check_rate_limit(text, text, integer, integer)
    returns table (allowed boolean, current_count integer, "limit" integer, remaining integer,
      reset_time timestamptz, retry_after integer)
    language plpgsql as $$ begin raise exception 'limiter is down'; end $$`);
  try {
    for (let n = 0; n < 32; n += 1) {
      const res = await search();
      expect(res.status).toBe(200);
      expect(res.body.rate_limit).toMatchObject({ limit: 30, remaining: 30, reset_seconds: 0 });
    }
  } finally {
    await db.execute(sql`drop schema ${sql.identifier(broken)} cascade`);
  }
  expect((await search()).body.rate_limit.remaining).toBe(28);
});
