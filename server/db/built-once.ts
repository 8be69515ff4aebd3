import type { Db } from './client';

const built = new WeakMap<Db, Map<string, unknown>>();

/**
 * A query drizzle builds once per database and shape (`key`), then only runs with its values
 * (placeholders): building a list's SQL cost more CPU than PostgreSQL took to run it (docs/benchmarks.md,
 * issue 19). Build it with `.prepare('')`: an unnamed statement, so PostgreSQL still plans every run
 * with its values, which the partial indexes need (a generic plan cannot prove `status = 'approved'`).
 */
export function builtOnce<Query>(db: Db, key: string, build: () => Query): Query {
  let queries = built.get(db);
  if (!queries) {
    queries = new Map();
    built.set(db, queries);
  }
  let query = queries.get(key) as Query | undefined;
  if (query === undefined) {
    query = build();
    queries.set(key, query);
  }
  return query;
}
