import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

/**
 * How long /health waits for the database, a connection of the pool included: when every connection
 * is stuck (a held lock, a saturated pool), it answers 503 after this rather than queueing behind them.
 * A lock on the ads table turns it 503 even while connections are free (server/db/ping.ts).
 */
export const HEALTH_TIMEOUT_MS = 1_000;

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const timestamp = new Date().toISOString();
  c.header('Cache-Control', 'no-store');
  if (await c.var.deps.database.ping(HEALTH_TIMEOUT_MS)) return c.json({ status: 'healthy', timestamp });
  return c.json({ status: 'unhealthy', timestamp }, 503);
});
