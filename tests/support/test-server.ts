import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
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

const notReady = { fetch: () => new Response('starting', { status: 503 }) };

/** The real app over real HTTP on 127.0.0.1, on a database of its own (see test-database.ts). */
export async function startTestServer(
  extraEnv: Record<string, string> = {},
  options: { distDir?: string; ssrDir?: string } = {},
): Promise<TestServer> {
  const database = await openTestDatabase();
  const { dataDir } = database;
  // Listens first, on a port the system picks (port 0) and keeps: the app, whose addresses (SITE_URL)
  // name that port, is built next; no request comes before, as no one else knows the port yet.
  let app: ReturnType<typeof buildApp> | undefined;
  const server = serve({
    fetch: (request, bindings) => (app ?? notReady).fetch(request, bindings),
    port: 0,
    hostname: '127.0.0.1',
  });
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const env = readEnv({
    PORT: String(port),
    DATA_DIR: dataDir,
    SITE_URL: `http://127.0.0.1:${port}`,
    SEED_DEMO: 'false',
    ...extraEnv,
  });
  const secret = 'test-secret-that-is-long-enough-for-better-auth';
  const deps = createDeps({ env, database, secret });
  // Pages are rendered on the server only where a test asks for it (the built renderer in ssrDir).
  app = buildApp(deps, {
    distDir: options.distDir ?? join(dataDir, 'no-dist'),
    ssrDir: options.ssrDir ?? join(dataDir, 'no-ssr'),
  });
  return {
    url: env.baseUrl,
    address: `http://127.0.0.1:${port}`,
    deps,
    secret,
    async close() {
      // Ends open settings streams (server.close waits for them) and the LISTEN connection.
      await deps.settings.close();
      await deps.messages.close();
      await deps.pages.close();
      await deps.publicContent.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await database.cleanup();
    },
  };
}
