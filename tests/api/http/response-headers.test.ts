import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adminUsersApi from '../../../shared/api/admin-users';
import * as adsApi from '../../../shared/api/ads';
import * as catalogApi from '../../../shared/api/catalog';
import * as meApi from '../../../shared/api/me';
import { API_DOCUMENT, AUTH_PREFIX, apiPath } from '../../../shared/api/operation';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';
import { makeToken } from '../../support/tokens-support';

// Headers every answer carries: no shared caching of what a signed-in caller sees, the browser
// features the site switches off, and JSON (never the app's page) for any unknown API path.

let server: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'hromada-dist-'));
beforeAll(async () => {
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>Hromada</title></head></html>');
  server = await startTestServer({}, { distDir: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

const get = (path: string, headers: Record<string, string> = {}) =>
  getJson(`${server.url}${path}`, { headers: { 'accept-language': 'en', ...headers } });

const varyOf = (res: { headers: Headers }) =>
  (res.headers.get('vary') ?? '').split(',').map((v) => v.trim().toLowerCase());

async function ownAd() {
  const { db } = server.deps;
  const owner = await signedInPerson(server);
  const ad = await createAd(db, {
    userId: owner.id,
    cityId: (await createCity(db)).id,
    categoryId: (await categoryBySlug(db, 'services')).id,
  });
  return { owner, ad };
}

describe('answers to a signed-in caller', () => {
  it('are private, with no validator, and vary by Cookie and Authorization, by cookie or by token', async () => {
    const { owner, ad } = await ownAd();
    const admin = await signedInPerson(server, 'admin');
    const { secret } = await makeToken(server, admin.cookie, { scopes: ['read'], user_id: owner.id });
    const credentials: Record<string, string>[] = [
      { cookie: owner.cookie },
      { authorization: `Bearer ${secret}` },
    ];
    for (const headers of credentials) {
      for (const path of [
        apiPath(adsApi.getAd, { params: { id: ad.id } }),
        apiPath(meApi.getMe),
        apiPath(catalogApi.listCities),
      ]) {
        // No validator either: `*` would match any ETag (conditional-get.test.ts).
        const res = await get(path, { ...headers, 'if-none-match': '*' });
        expect([path, res.status, res.headers.get('cache-control'), res.headers.get('etag')]).toEqual([
          path,
          200,
          'private, no-store',
          null,
        ]);
        expect(varyOf(res)).toEqual(expect.arrayContaining(['cookie', 'authorization']));
      }
    }
    const adminList = await get(apiPath(adminUsersApi.listUsers), { cookie: admin.cookie });
    expect(adminList.headers.get('cache-control')).toBe('private, no-store');
    expect(varyOf(adminList)).toEqual(expect.arrayContaining(['cookie', 'authorization']));
  });

  it('leave a visitor’s answers public: revalidated by their ETag (conditional-get.test.ts)', async () => {
    const { ad } = await ownAd();
    const res = await get(apiPath(adsApi.getAd, { params: { id: ad.id } }));
    expect(res.status).toBe(200);
    expect(res.body.email).toBeUndefined();
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^W\//);
    expect(varyOf(res)).not.toContain('authorization');
  });
});

describe('Permissions-Policy', () => {
  it('switches off the browser features the site never uses, on pages and API answers alike', async () => {
    for (const path of ['/', apiPath(catalogApi.listCities), '/health']) {
      const policy = (await fetch(`${server.url}${path}`)).headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb', 'interest-cohort'])
        expect(policy).toContain(`${feature}=()`);
    }
  });
});

describe('an unknown API path', () => {
  it('is a JSON 404 in our format however it is written, never the app’s page', async () => {
    const paths = [
      '/api/foo',
      '/api/v2/x',
      '/API/v1/ads',
      '/Api/foo',
      '/api%2Ffoo',
      '/api;x/foo',
      `${AUTH_PREFIX}/unknown`,
      `${API_DOCUMENT.page}/unknown.js`,
    ];
    for (const path of paths) {
      for (const method of ['GET', 'POST']) {
        const res = await fetch(`${server.url}${path}`, { method, headers: { 'accept-language': 'en' } });
        expect([method, path, res.status, await res.text()]).toEqual([
          method,
          path,
          404,
          JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }),
        ]);
      }
    }
    // An app page whose name merely starts with "api" is still the app's.
    expect((await fetch(`${server.url}/apiary`)).status).toBe(200);
  });
});
