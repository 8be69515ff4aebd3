/** How long a connection of ours may wait on PostgreSQL; 0 means no limit. */
export interface DatabaseTimeouts {
  /** Waiting for a free connection of the pool (or for a new one to open). */
  acquireMs: number;
  /** One statement (PostgreSQL's statement_timeout). */
  statementMs: number;
  /** Waiting for a lock on a table or row (lock_timeout). */
  lockMs: number;
  /** A transaction left open with nothing running (idle_in_transaction_session_timeout). */
  idleInTransactionMs: number;
}

/**
 * The server's connections: a request never waits long on the database. A held lock or a busy
 * pool answers 503 "the site is busy" within seconds instead of leaving visitors waiting.
 */
export const REQUEST_TIMEOUTS: DatabaseTimeouts = {
  acquireMs: 5_000,
  statementMs: 10_000,
  lockMs: 5_000,
  idleInTransactionMs: 30_000,
};

/**
 * Migrations, seeding and command-line tools: an index build or a million synthetic ads may take
 * minutes, and a migration had better wait for a lock than fail half-way through a start.
 */
export const TOOL_TIMEOUTS: DatabaseTimeouts = {
  acquireMs: 30_000,
  statementMs: 0,
  lockMs: 0,
  idleInTransactionMs: 0,
};

/**
 * The limits as node-postgres connection settings. The server-side ones travel in the startup
 * message's `options`, so every connection has them from its first statement, 0 ("no limit")
 * included, whatever the server's own defaults (a plain PostgreSQL server, embedded or not; an
 * `options` parameter in DATABASE_URL itself replaces them). PGOPTIONS, which libpq tools read too,
 * comes after them, so an operator's own settings still apply (and win).
 */
export const connectionSettings = (timeouts: DatabaseTimeouts) => ({
  connectionTimeoutMillis: timeouts.acquireMs,
  options: [
    `statement_timeout=${timeouts.statementMs}`,
    `lock_timeout=${timeouts.lockMs}`,
    `idle_in_transaction_session_timeout=${timeouts.idleInTransactionMs}`,
  ]
    .map((setting) => `-c ${setting}`)
    .concat(process.env.PGOPTIONS ? [process.env.PGOPTIONS] : [])
    .join(' '),
});
