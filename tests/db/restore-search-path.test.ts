import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { queryRows } from '../../server/db/client';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

// A backup made with pg_dump is restored with an empty search_path, and the restore computes every
// ad's generated search columns: the search functions must work without one.

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database?.cleanup();
});

it('folds, indexes and prefixes text with an empty search_path, as a restore runs them', async () => {
  const [row] = await database.db.transaction(async (tx) => {
    await tx.execute(sql`set local search_path = ''`);
    return queryRows<{ text: string; vector: string; prefix: string }>(
      tx as never,
      sql`select public.hromada_search_text('Квартира', '<p>біля <b>парку</b></p>') as text,
        public.hromada_search_vector('Квартира', '<p>парк</p>')::text as vector,
        public.hromada_prefix_query('кв пар')::text as prefix`,
    );
  });
  expect(row).toEqual({
    text: 'kvartyra  bilia parku ',
    vector: "'kvartyra':1A 'park':2B",
    prefix: "'kv':* & 'par':*",
  });
});
