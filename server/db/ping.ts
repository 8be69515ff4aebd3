import pg from 'pg';

/**
 * How long the ads-table read waits for a lock: far below a request's lock limit (timeouts.ts), so
 * a table that every ad read would wait on counts as down while those requests are still waiting.
 */
export const PING_LOCK_TIMEOUT_MS = 500;

/** How long a successful read of the ads table is trusted before a check reads it again. */
export const TABLE_VERDICT_KEPT_MS = 250;

/** The pool answers. */
const SELECT_ONE = 'select 1';
/**
 * A read of the ads table as every listing does, in the statement's own implicit transaction (one
 * round trip) with a short lock limit: a held lock (a migration, a stuck admin session) fails it.
 */
const READ_ADS = `set local lock_timeout = ${PING_LOCK_TIMEOUT_MS}; select 1 from advertisements limit 1`;

/**
 * The ping of a pool (/health): whether it gets a connection and the database answers, all within
 * timeoutMs. Every call asks the pool (one that cannot give a connection in time counts as down);
 * the ads table is read by one call at a time and at most every TABLE_VERDICT_KEPT_MS, so /health
 * stays as cheap as `select 1` while a lock on the table turns it down within about
 * TABLE_VERDICT_KEPT_MS + PING_LOCK_TIMEOUT_MS.
 */
export function poolPing(pool: pg.Pool): (timeoutMs: number) => Promise<boolean> {
  let tableReadableUntil = 0;
  let readingTable: Promise<boolean> | null = null;
  return (timeoutMs) => {
    if (Date.now() < tableReadableUntil) return answers(pool, SELECT_ONE, timeoutMs);
    if (!readingTable) {
      readingTable = answers(pool, READ_ADS, timeoutMs).then((ok) => {
        if (ok) tableReadableUntil = Date.now() + TABLE_VERDICT_KEPT_MS;
        readingTable = null;
        return ok;
      });
    }
    return readingTable;
  };
}

/**
 * Whether the pool gets a connection and `text` runs, all within timeoutMs. Waits behind busy
 * requests no longer than that, and a server that stopped answering is caught by the client-side
 * query timeout.
 */
async function answers(pool: pg.Pool, text: string, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  const acquiring = pool.connect();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const gaveUp = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), timeoutMs);
  });
  const client = await Promise.race([acquiring, gaveUp]).catch(() => null);
  clearTimeout(timer);
  if (!client) {
    // The connection may still come later: it goes straight back to the pool.
    acquiring.then(
      (late) => late.release(),
      () => undefined,
    );
    return false;
  }
  try {
    // query_timeout: node-postgres supports it per query; its types do not name it.
    const query = { text, query_timeout: Math.max(1, deadline - Date.now()) };
    await client.query(query as pg.QueryConfig);
    client.release();
    return true;
  } catch (error) {
    // The server's own refusal (the lock limit) leaves the connection clean: its implicit
    // transaction ended. A timed-out query may still answer later: that connection is closed.
    client.release(error instanceof pg.DatabaseError ? undefined : error instanceof Error ? error : true);
    return false;
  }
}
