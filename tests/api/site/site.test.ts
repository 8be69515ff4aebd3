import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from '../../../server/db/seed/reference-data';
import * as catalogApi from '../../../shared/api/catalog';
import { API_DOCUMENT, API_PREFIX, apiPath } from '../../../shared/api/operation';
import * as siteApi from '../../../shared/api/site';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('site endpoints', () => {
  it('/health answers healthy with a timestamp', async () => {
    const res = await getJson(`${server.url}/health`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('healthy');
    expect(Date.parse(res.body.timestamp)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('lists the reference cities and categories', async () => {
    const cities = await getJson(`${server.url}${apiPath(catalogApi.listCities)}`);
    const names = cities.body.items.map((c: { name: string }) => c.name);
    for (const name of [
      'New York',
      'Los Angeles',
      'Chicago',
      'Kyiv',
      'Lviv',
      'Odesa',
      'Tampa',
      'Clearwater',
      'St Petersburg',
    ]) {
      expect(names).toContain(name);
    }
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(cities.body.items.find((c: { name: string }) => c.name === 'St Petersburg').slug).toBe(
      'st-petersburg',
    );
    const categories = await getJson(`${server.url}${apiPath(catalogApi.listCategories)}`);
    // The seeded ones must be there, whatever else the tests add.
    const slugs = categories.body.items.map((c: { slug: string }) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining(SEED_CATEGORIES.map((c) => c.slug)));
    expect(categories.body.items).toContainEqual(
      expect.objectContaining({
        slug: 'household-items',
        name_en: 'Household Items',
        name_uk: 'Товари для дому',
      }),
    );
  });

  it('answers unknown API paths with JSON 404', async () => {
    for (const path of ['/api/nope', `${API_PREFIX}/nope`, '/api/v2/ads']) {
      const res = await getJson(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });

  it('serves the footer links from configuration', async () => {
    const res = await getJson(`${server.url}${apiPath(siteApi.getSiteConfig)}`);
    expect(res.body.links).toEqual({
      old_site: expect.stringMatching(/^https:/),
      youth_site: expect.stringMatching(/^https:/),
      liturgy_site: expect.stringMatching(/^https:/),
      social: expect.stringMatching(/^https:/),
    });
  });
});

describe('/health when the database is gone', () => {
  it('answers 503 unhealthy', async () => {
    const broken = await startTestServer();
    await broken.deps.database.close();
    const res = await getJson(`${broken.url}/health`);
    expect(res.status).toBe(503);
    expect(res.body.status).toBe('unhealthy');
    expect(Date.parse(res.body.timestamp)).not.toBeNaN();
    await broken.close().catch(() => undefined);
  });
});

describe('security headers', () => {
  it('send a strict Content-Security-Policy and no-sniff on every response', async () => {
    for (const path of ['/health', apiPath(catalogApi.listCities), API_DOCUMENT.page, '/']) {
      const res = await fetch(`${server.url}${path}`);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toContain('unsafe-eval');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
