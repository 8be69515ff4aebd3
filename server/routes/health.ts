import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';

export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const timestamp = new Date().toISOString();
  try {
    await c.var.deps.db.execute(sql`select 1`);
    return c.json({ status: 'healthy', timestamp });
  } catch {
    return c.json({ status: 'unhealthy', timestamp }, 503);
  }
});
