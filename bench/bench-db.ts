import pg from 'pg';
import { type Db, openToolDatabase } from '../server/db/client';

/**
 * The seeded database of BENCH_DATABASE_URL, or else the embedded one in DATA_DIR (./data; the
 * running Hromada's, or started for the purpose), for the scripts that time SQL directly. `pool`
 * runs plain SQL text (EXPLAIN).
 */
export async function openBenchDb(): Promise<{ db: Db; pool: pg.Pool; close(): Promise<void> }> {
  const database = await openToolDatabase({
    DATABASE_URL: process.env.BENCH_DATABASE_URL || undefined,
    DATA_DIR: process.env.DATA_DIR ?? './data',
  });
  console.log(`Database: ${database.where}`);
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  return {
    db: database.db,
    pool,
    async close() {
      await pool.end();
      await database.close();
    },
  };
}

/** The median of some timings. */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}
