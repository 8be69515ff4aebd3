import { afterAll, beforeAll } from 'vitest';
import { startTestServer, type TestServer } from './test-server';

type Closable = { close(): Promise<void> };

interface SetupOptions<Shared> {
  /** Undoes what the file changed in the shared database (rows, settings); runs before the server closes. */
  cleanUp?: (shared: Shared) => Promise<unknown>;
}

/**
 * For one test file: `start` a server before its tests and build what they share on it (`fixture`),
 * close it after them. The returned object is filled in by beforeAll, so read it only inside tests
 * and the helpers they call.
 */
export function setupServer<S extends Closable, F extends object = object>(
  start: () => Promise<S>,
  fixture?: (server: S) => F | Promise<F>,
  options: SetupOptions<{ server: S } & F> = {},
): { server: S } & F {
  const shared = {} as { server: S } & F;
  let started: S | undefined;
  beforeAll(async () => {
    started = await start();
    shared.server = started;
    Object.assign(shared, await fixture?.(started));
  });
  afterAll(async () => {
    if (!started) return;
    try {
      await options.cleanUp?.(shared);
    } finally {
      await started.close();
    }
  });
  return shared;
}

/** setupServer with a plain test server (startTestServer, with `env` added to its environment). */
export function setupTestServer<F extends object = object>(
  fixture?: (server: TestServer) => F | Promise<F>,
  options: SetupOptions<{ server: TestServer } & F> & { env?: Record<string, string> } = {},
) {
  return setupServer(() => startTestServer(options.env), fixture, options);
}
