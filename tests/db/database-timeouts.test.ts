import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../server/db/client';
import { isDatabaseBusy } from '../../server/db/database-busy';
import { REQUEST_TIMEOUTS, TOOL_TIMEOUTS } from '../../server/db/timeouts';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

let database: TestDatabase;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.cleanup());

const settingsOf = async (db: TestDatabase['db']) => {
  const [row] = await queryRows<Record<string, string>>(
    db,
    sql`select current_setting('statement_timeout') as statement,
               current_setting('lock_timeout') as lock,
               current_setting('idle_in_transaction_session_timeout') as idle`,
  );
  return row;
};

describe('database timeouts', () => {
  it('are set on every connection of the server’s pool', async () => {
    // Several at once, so more than one connection of the pool answers.
    const all = await Promise.all(Array.from({ length: 4 }, () => settingsOf(database.db)));
    for (const settings of all) expect(settings).toEqual({ statement: '10s', lock: '5s', idle: '30s' });
    expect(REQUEST_TIMEOUTS).toMatchObject({
      statementMs: 10_000,
      lockMs: 5_000,
      idleInTransactionMs: 30_000,
    });
  });

  it('are lifted for tools, whose statements may run for minutes', async () => {
    const tool = await openDatabase({
      databaseUrl: database.url,
      dataDir: database.dataDir,
      timeouts: TOOL_TIMEOUTS,
    });
    try {
      expect(await settingsOf(tool.db)).toEqual({ statement: '0', lock: '0', idle: '0' });
    } finally {
      await tool.close();
    }
  });

  it('end a statement that runs too long, as a "busy" error', async () => {
    const short = await openDatabase({
      databaseUrl: database.url,
      dataDir: database.dataDir,
      timeouts: { ...REQUEST_TIMEOUTS, statementMs: 200 },
    });
    try {
      const error = await short.db.execute(sql`select pg_sleep(5)`).catch((e: unknown) => e);
      expect(isDatabaseBusy(error)).toBe(true);
      // The connection is usable again at once.
      await expect(short.db.execute(sql`select 1`)).resolves.toBeDefined();
    } finally {
      await short.close();
    }
  });

  it('count a pool with no connection free in time as busy, and nothing else', async () => {
    const pool = new pg.Pool({ connectionString: database.url, max: 1, connectionTimeoutMillis: 100 });
    const held = await pool.connect();
    try {
      expect(isDatabaseBusy(await pool.connect().catch((e: unknown) => e))).toBe(true);
      const syntax = await held.query('select from nowhere_at_all').catch((e: unknown) => e);
      expect(isDatabaseBusy(syntax)).toBe(false);
      expect(isDatabaseBusy(new Error('timeout'))).toBe(false);
    } finally {
      held.release();
      await pool.end();
    }
  });

  it('let /health’s ping answer false at once while every connection is taken, true after', async () => {
    const one = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
    try {
      // Every connection of a default-sized pool held in a transaction until the gate opens.
      const size = Number(process.env.PG_POOL_SIZE ?? 10);
      let holding = 0;
      let openGate = () => {};
      const gate = new Promise<void>((resolve) => {
        openGate = resolve;
      });
      let allHeld = () => {};
      const held = new Promise<void>((resolve) => {
        allHeld = resolve;
      });
      const holders = Array.from({ length: size }, () =>
        one.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          if (++holding === size) allHeld();
          await gate;
        }),
      );
      await held;
      expect(await one.ping(300)).toBe(false);
      openGate();
      await Promise.all(holders);
      expect(await one.ping(1000)).toBe(true);
    } finally {
      await one.close();
    }
  });
});
