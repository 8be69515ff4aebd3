import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCUMENT, API_PREFIX } from '../../../shared/api/operation';
import { signedInPerson } from '../../support/factories';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// Every admin endpoint the OpenAPI document lists refuses visitors (401) and non-admins (403), whatever
// they send: the guard runs before the request is validated.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const SOME_ID = '00000000-0000-4000-8000-000000000000';

async function adminOperations(): Promise<{ method: string; path: string }[]> {
  const doc = (await getJson(`${server.url}${API_DOCUMENT.openapi}`)).body as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(doc.paths)
    .filter(([path]) => path.startsWith('/v1/admin/'))
    .flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => ({
        method: method.toUpperCase(),
        path: path.slice('/v1'.length).replace(/\{[^}]+\}/g, SOME_ID),
      })),
    );
}

/** A JSON call, as a browser makes it, of a path read from the OpenAPI document (under /api/v1). */
const send = (method: string, path: string, options: { body?: unknown; cookie?: string }) =>
  getJson(`${server.url}${API_PREFIX}${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en',
      ...(options.cookie ? { cookie: options.cookie } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });

describe('admin endpoints', () => {
  it('answer 401 to visitors and 403 to signed-in people who are not admins', async () => {
    const operations = await adminOperations();
    // Ads, ratings, categories, cities, users, notifications, API tokens and the audit log.
    for (const area of [
      'ads',
      'ratings',
      'categories',
      'cities',
      'users',
      'notifications',
      'api-tokens',
      'audit-log',
    ])
      expect(operations.map((o) => o.path)).toContainEqual(expect.stringMatching(`^/admin/${area}`));
    const person = await signedInPerson(server);
    for (const { method, path } of operations) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : { unexpected: '<b>x</b>' };
      const visitor = await send(method, path, { body });
      expect([method, path, visitor.status, visitor.body.error?.code]).toEqual([
        method,
        path,
        401,
        'UNAUTHORIZED',
      ]);
      const user = await send(method, path, { body, cookie: person.cookie });
      expect([method, path, user.status, user.body.error?.code]).toEqual([method, path, 403, 'FORBIDDEN']);
    }
  });
});
