import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { inject } from 'vitest';
import { buildApp } from '../../server/app';
import { openDatabase } from '../../server/db/client';
import { createDeps } from '../../server/deps';
import { readEnv } from '../../server/env';
import type { Deps } from '../../server/http/app-env';

export interface TestServer {
  url: string;
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

/** The real app over real HTTP on 127.0.0.1, on this run's database (see global-setup.ts). */
export async function startTestServer(
  extraEnv: Record<string, string> = {},
  options: { distDir?: string } = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hromada-test-'));
  const template = inject('pgliteTemplate');
  if (template) cpSync(template, join(dataDir, 'pglite'), { recursive: true });
  const port = await freePort();
  const env = readEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    ...(template ? {} : { DATABASE_URL: inject('postgresUrl') }),
    ...extraEnv,
  });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir });
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
    deps,
    secret,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
