import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { getJson } from './http';
import { startTestServer, type TestServer } from './test-server';

/**
 * A new client address each call (the server under test must run with TRUST_PROXY=true). Random, not
 * counted: test files on PostgreSQL share one database, so their limiter counts must not meet.
 */
export const nextAddress = () => {
  // Limiters group IPv6 by /64 (one customer's network), so the randomness goes into the prefix.
  const [a, b, c, d] = randomBytes(8).toString('hex').match(/.{4}/g) ?? [];
  return `fd${(a ?? '').slice(2)}:${b}:${c}:${d}::1`;
};

/** A JSON POST as the browser sends it to better-auth: same Origin, JSON body. */
export function authPost(
  server: TestServer,
  path: string,
  body: unknown,
  options: { lang?: string; ip?: string; cookie?: string } = {},
) {
  return getJson(`${server.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      origin: server.url,
      'accept-language': options.lang ?? 'en',
      'x-forwarded-for': options.ip ?? nextAddress(),
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

export const cookieOf = (res: { headers: Headers }) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

export const whoIs = async (server: TestServer, cookie: string) =>
  (await getJson(`${server.url}/api/v1/me`, { headers: { cookie } })).body.user as { email: string } | null;

/**
 * For a test file about accounts: the app behind a trusted proxy (so each call can have its own
 * client address), started before the file's tests and closed after, and `post` to it.
 */
export function setupAuthTestServer() {
  let started: TestServer | undefined;
  beforeAll(async () => {
    started = await startTestServer({ TRUST_PROXY: 'true' });
  });
  afterAll(() => started?.close());
  const server = () => {
    if (!started) throw new Error('the test server is not started yet');
    return started;
  };
  const post = (path: string, body: unknown, options?: Parameters<typeof authPost>[3]) =>
    authPost(server(), path, body, options);
  return { server, post };
}
