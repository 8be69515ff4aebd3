import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  /** Runs cb for every NOTIFY on channel; returns an unsubscribe function. */
  listen(channel: string, cb: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, 'migrations');

export async function openDatabase(options: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(join(options.dataDir, 'pglite'));
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: Number(process.env.PG_POOL_SIZE ?? 10) });
  // An idle connection the server ends (restart, admin shutdown) must not crash the process: the pool
  // drops it and opens another on the next query.
  pool.on('error', (error) => console.warn(`idle database connection lost: ${error.message}`));
  const db = drizzlePg(pool, { schema });
  return {
    db,
    kind: 'postgres',
    migrate: () => migratePg(db, { migrationsFolder }),
    async listen(channel, cb) {
      const client = await pool.connect();
      // A dropped connection must not crash the process; the settings hub's periodic reload covers the gap.
      client.on('error', (error) => console.warn(`LISTEN ${channel} connection lost: ${error.message}`));
      client.on('notification', (msg) => msg.channel === channel && cb(msg.payload ?? ''));
      await client.query(`LISTEN "${channel}"`);
      return async () => {
        await client.query(`UNLISTEN "${channel}"`).catch(() => undefined);
        client.release();
      };
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string): Promise<Database> {
  mkdirSync(dir, { recursive: true });
  const unlock = lockDataDir(dir);
  try {
    const client = await PGlite.create(dir, { extensions: { pg_trgm } });
    const db = drizzlePglite(client, { schema });
    return {
      db,
      kind: 'pglite',
      migrate: () => migratePglite(db, { migrationsFolder }),
      async listen(channel, cb) {
        const unsubscribe = await client.listen(channel, cb);
        return unsubscribe;
      },
      async close() {
        await client.close();
        unlock();
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

/** Raw SQL rows; both drivers answer `{ rows }`, which the shared Db type cannot express. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
