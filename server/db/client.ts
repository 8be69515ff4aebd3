import { join } from 'node:path';
import type { SQL } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { acquireEmbeddedPostgres } from './embedded/open-embedded';
import { poolPing } from './ping';
import * as schema from './schema/index';
import { connectionSettings, type DatabaseTimeouts, REQUEST_TIMEOUTS, TOOL_TIMEOUTS } from './timeouts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  /** Where the data lives, for people: "PostgreSQL (DATABASE_URL)" or the embedded server's folder. */
  where: string;
  /** The connection string this pool uses. */
  url: string;
  /** Applies the migrations on a connection of their own, with TOOL_TIMEOUTS. */
  migrate(): Promise<void>;
  /** Whether the database answers through this pool and its ads table can be read, within timeoutMs (for /health). */
  ping(timeoutMs: number): Promise<boolean>;
  /** Runs cb for every NOTIFY on channel (onLost once if its connection drops); returns an unsubscribe function. */
  listen(channel: string, cb: (payload: string) => void, onLost?: () => void): Promise<() => Promise<void>>;
  /**
   * Runs `job` unless another holder of the advisory lock `lock` (job-locks.ts), in this process or
   * any other on the database, is running it: then answers `{ ran: false }` at once.
   */
  exclusive<T>(lock: number, job: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  close(): Promise<void>;
}

export const migrationsFolder = join(import.meta.dirname, 'migrations');

/**
 * The database of an operator's command (`npm run admin`, `seed`, `backup`, the bench): DATABASE_URL's
 * server, or the embedded one of the running Hromada (else started for the command), without the
 * request time limits.
 */
export const openToolDatabase = (env: { DATABASE_URL?: string; DATA_DIR: string }): Promise<Database> =>
  openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    shareRunning: true,
    timeouts: TOOL_TIMEOUTS,
  });

/**
 * DATABASE_URL's server, or the embedded PostgreSQL of DATA_DIR (started here, stopped on close).
 * `shareRunning`: command-line tools use the embedded server of a Hromada that is running.
 * `timeouts`: the server's REQUEST_TIMEOUTS unless a tool asks for TOOL_TIMEOUTS.
 */
export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  shareRunning?: boolean;
  timeouts?: DatabaseTimeouts;
}): Promise<Database> {
  const timeouts = options.timeouts ?? REQUEST_TIMEOUTS;
  if (options.databaseUrl)
    return connect(options.databaseUrl, 'PostgreSQL (DATABASE_URL)', timeouts, async () => undefined);
  const embedded = await acquireEmbeddedPostgres(options.dataDir, { shareRunning: options.shareRunning });
  try {
    return await connect(
      embedded.url,
      `embedded PostgreSQL in ${join(options.dataDir, 'postgres')}`,
      timeouts,
      embedded.release,
    );
  } catch (error) {
    await embedded.release();
    throw error;
  }
}

/** Migrations run on a client of their own: a long index build must not meet a request's limits. */
async function migrateWithToolTimeouts(url: string) {
  const client = new pg.Client({ connectionString: url, ...connectionSettings(TOOL_TIMEOUTS) });
  await client.connect();
  try {
    await migrate(drizzle(client, { schema }), { migrationsFolder });
  } finally {
    await client.end();
  }
}

async function connect(
  url: string,
  where: string,
  timeouts: DatabaseTimeouts,
  release: () => Promise<void>,
): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.PG_POOL_SIZE ?? 10),
    ...connectionSettings(timeouts),
  });
  // An idle connection the server ends (restart, admin shutdown) must not crash the process: the pool
  // drops it and opens another on the next query.
  pool.on('error', (error) => console.warn(`idle database connection lost: ${error.message}`));
  const db = drizzle(pool, { schema });
  return {
    db,
    where,
    url,
    migrate: () => migrateWithToolTimeouts(url),
    ping: poolPing(pool),
    async listen(channel, cb, onLost) {
      const client = await pool.connect();
      // A dropped connection must not crash the process; the listener is told (the settings hub's
      // periodic reload covers the gap).
      let lost = false;
      const onError = (error: Error) => {
        console.warn(`LISTEN ${channel} connection lost: ${error.message}`);
        if (lost) return;
        lost = true;
        // Given back broken, so the pool drops it (else pool.end() would wait for it for ever).
        client.release(error);
        onLost?.();
      };
      const onNotification = (msg: pg.Notification) => msg.channel === channel && cb(msg.payload ?? '');
      client.on('error', onError);
      client.on('notification', onNotification);
      await client.query(`LISTEN "${channel}"`);
      return async () => {
        if (lost) return;
        // Back in the pool the connection is another's: what happens to it later is not this listener's.
        lost = true;
        await client.query(`UNLISTEN "${channel}"`).catch(() => undefined);
        client.off('error', onError);
        client.off('notification', onNotification);
        client.release();
      };
    },
    async exclusive(lock, job) {
      // A session's advisory lock belongs to its connection: this one is kept out of the pool while
      // the job runs, and destroyed rather than handed back if the lock cannot be released.
      const client = await pool.connect();
      let broken: Error | undefined;
      try {
        const { rows } = await client
          .query('select pg_try_advisory_lock($1) as locked', [lock])
          .catch((error: Error) => {
            broken = error;
            throw error;
          });
        if (!rows[0]?.locked) return { ran: false };
        try {
          return { ran: true, value: await job() };
        } finally {
          await client.query('select pg_advisory_unlock($1)', [lock]).catch((error: Error) => {
            broken = error;
          });
        }
      } finally {
        client.release(broken);
      }
    },
    async close() {
      await pool.end();
      await release();
    },
  };
}

/** Raw SQL rows (node-postgres answers `{ rows }`, which the Db type cannot express). */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
