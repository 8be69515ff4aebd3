import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adsApi from '../../../shared/api/ads';
import * as catalogApi from '../../../shared/api/catalog';
import * as eventsApi from '../../../shared/api/events';
import { API_DOCUMENT, apiPath } from '../../../shared/api/operation';
import * as plansApi from '../../../shared/api/plans';
import * as ratingsApi from '../../../shared/api/ratings';
import * as siteApi from '../../../shared/api/site';
import { startServerWithDist } from '../../support/dist-fixture';
import { categoryBySlug, createAd, createCity, createUser } from '../../support/factories';
import { rawRequest, varyNames } from '../../support/raw-http';
import type { TestServer } from '../../support/test-server';

// Public GET answers carry a weak ETag made from their body and answer a matching If-None-Match with
// 304 and no body; personal answers, writes and errors carry none.

let server: TestServer & { distDir: string };
let place: Awaited<ReturnType<typeof createCity>>;
let owner: string;
let categoryId: string;
let adId: Awaited<ReturnType<typeof createAd>>['id'];

beforeAll(async () => {
  server = await startServerWithDist({
    'index.html': '<!doctype html><html><head><title>Hromada</title></head><body></body></html>',
    'assets/app-abc123.js': 'console.log(1)',
  });
  const { db } = server.deps;
  place = await createCity(db);
  owner = (await createUser(db)).id;
  categoryId = (await categoryBySlug(db, 'services')).id;
  adId = (await createAd(db, { userId: owner, cityId: place.id, categoryId })).id;
});
afterAll(() => server?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  rawRequest(`${server.url}${path}`, { headers: { 'accept-language': 'en', ...headers } });

// Each listing here fits one page: a page with a next one carries the moment it was asked in its
// nextCursor (the paging's snapshot), and a search the visitor's remaining searches, so those answers
// differ every time (README, "Compression and caching").
const publicReads = () => [
  apiPath(adsApi.listAds),
  apiPath(adsApi.listAds, { query: { city: place.slug } }),
  apiPath(adsApi.getAd, { params: { id: adId } }),
  apiPath(catalogApi.listCities),
  apiPath(catalogApi.listCategories),
  apiPath(eventsApi.listEvents, { query: { when: 'upcoming' } }),
  apiPath(plansApi.listPlans),
  apiPath(siteApi.getSiteConfig),
  API_DOCUMENT.openapi,
  '/',
  `/ads/${adId}`,
  `/${place.slug}`,
  '/robots.txt',
];

describe('public answers', () => {
  it('carry a weak ETag and, unless they say otherwise, no-cache', async () => {
    for (const path of publicReads()) {
      const answer = await get(path);
      expect([path, answer.status]).toEqual([path, 200]);
      expect(answer.headers.etag, path).toMatch(/^W\/"[\w-]+"$/);
      const expected = path === '/robots.txt' ? 'public, max-age=3600' : 'no-cache';
      expect([path, answer.headers['cache-control']]).toEqual([path, expected]);
    }
  });

  it('answer a matching If-None-Match with 304 and no body, and a stale one with 200', async () => {
    for (const path of publicReads()) {
      const first = await get(path);
      const etag = String(first.headers.etag);
      for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
        const again = await get(path, { 'if-none-match': ifNoneMatch });
        expect([path, ifNoneMatch, again.status, again.body.length]).toEqual([path, ifNoneMatch, 304, 0]);
        expect(again.headers.etag).toBe(etag);
        expect(again.headers['cache-control']).toBe(first.headers['cache-control']);
        expect(again.headers['content-type']).toBeUndefined();
      }
      const stale = await get(path, { 'if-none-match': 'W/"stale"' });
      expect([path, stale.status, stale.headers.etag]).toEqual([path, 200, etag]);
      expect(stale.body.equals(first.body)).toBe(true);
    }
  });

  it('get a new ETag when what they say changes', async () => {
    const path = apiPath(adsApi.listAds, { query: { city: place.slug } });
    const before = await get(path);
    await createAd(server.deps.db, { userId: owner, cityId: place.id, categoryId });
    const after = await get(path, { 'if-none-match': String(before.headers.etag) });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('are revalidated whatever coding they went in, and a 304 keeps its Vary', async () => {
    const path = apiPath(catalogApi.listCategories);
    const plain = await get(path);
    const compressed = await get(path, { 'accept-encoding': 'br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.etag).toBe(plain.headers.etag);
    const again = await get(path, { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(varyNames(again)).toContain('accept-encoding');
  });

  it('take a malformed If-None-Match as no match', async () => {
    for (const odd of ['garbage', '"unterminated', 'W/', ',,,', `"${'x'.repeat(5000)}"`, 'W/"a" W/"b"']) {
      const answer = await get(apiPath(catalogApi.listCities), { 'if-none-match': odd });
      expect([odd.slice(0, 20), answer.status]).toEqual([odd.slice(0, 20), 200]);
    }
  });
});

describe('answers that get no ETag', () => {
  // Personal answers (a session or a token): response-headers.test.ts.
  it('writes, errors, no-store answers and hashed assets', async () => {
    const write = await rawRequest(`${server.url}${apiPath(ratingsApi.getAdRatings)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ad_ids: [adId] }),
    });
    expect(write.status).toBe(200);
    expect(write.headers.etag).toBeUndefined();
    for (const path of [
      apiPath(adsApi.getAd, { params: { id: 999999999 } }),
      apiPath(adsApi.listAds, { query: { limit: 'nope' } }),
      '/404',
      '/health',
      '/assets/app-abc123.js',
    ]) {
      const answer = await get(path);
      expect([path, answer.headers.etag]).toEqual([path, undefined]);
    }
  });
});
