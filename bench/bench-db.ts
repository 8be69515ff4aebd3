import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import type { Db } from '../server/db/client';
import * as schema from '../server/db/schema/index';

/** The seeded PostgreSQL database of BENCH_DATABASE_URL, for the scripts that time SQL directly. */
export function openBenchDb(): { db: Db; pool: pg.Pool } {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL to a seeded PostgreSQL database.');
    process.exit(2);
  }
  const pool = new pg.Pool({ connectionString: url, max: 2 });
  return { db: drizzle(pool, { schema }), pool };
}

/** The median of some timings. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
