// SQLSTATEs of a database that is there but cannot serve this request in time (or right now).
const BUSY_STATES = new Set([
  '57014', // query_canceled: statement_timeout
  '55P03', // lock_not_available: lock_timeout
  '25P03', // idle_in_transaction_session_timeout
  '57P03', // cannot_connect_now: starting up or shutting down
  '53300', // too_many_connections
]);

// node-postgres has no code for these: its own messages.
const BUSY_MESSAGES = [
  'timeout exceeded when trying to connect', // pg-pool: no connection free within connectionTimeoutMillis
  'Connection terminated due to connection timeout', // pg: a new connection took too long to open
];

/**
 * Whether an error (or any error it wraps: Drizzle wraps the driver's) means the database did not
 * answer in time, so the request should be answered 503 "busy, try again" rather than 500.
 */
export function isDatabaseBusy(error: unknown): boolean {
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && BUSY_STATES.has(code)) return true;
    if (BUSY_MESSAGES.includes(e.message)) return true;
  }
  return false;
}
