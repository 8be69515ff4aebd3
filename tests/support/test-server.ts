import { createServer } from 'node:net';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { buildApp } from '../../server/app';
import type { Deps } from '../../server/core/deps';
import { createDeps } from '../../server/deps';
import { readEnv } from '../../server/env';
import { openTestDatabase } from './test-database';

export interface TestServer {
  /** The site's public address (SITE_URL); `address` when SITE_URL points elsewhere (e.g. https). */
  url: string;
  /** Where it actually listens: http://127.0.0.1:port. */
  address: string;
  deps: Deps;
  secret: string;
  close(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The real app over real HTTP on 127.0.0.1, on a database of its own (see test-database.ts). */
export async function startTestServer(
  extraEnv: Record<string, string> = {},
  options: { distDir?: string } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  const { dataDir } = database;
  const port = await freePort();
  const env = readEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    ...extraEnv,
  });
  const secret = 'test-secret-that-is-long-enough-for-better-auth';
  const deps = createDeps({ env, database, secret });
  const server = serve({
    fetch: buildApp(deps, { distDir: options.distDir ?? join(dataDir, 'no-dist') }).fetch,
    port,
    hostname: '127.0.0.1',
  });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  return {
    url: env.baseUrl,
    address: `http://127.0.0.1:${port}`,
    deps,
    secret,
    async close() {
      // Ends open settings streams (server.close waits for them) and the LISTEN connection.
      await deps.settings.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.cleanup();
    },
  };
}
