import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCUMENT } from '../../../shared/api/operation';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('OpenAPI document', () => {
  it('is a valid OpenAPI 3.1 document describing the public API', async () => {
    const res = await getJson(`${server.url}${API_DOCUMENT.openapi}`);
    expect(res.status).toBe(200);
    const result = await new Validator().validate(res.body);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    for (const path of ['/v1/ads', '/v1/ads/{id}', '/v1/cities', '/v1/categories']) {
      expect(res.body.paths).toHaveProperty(path);
    }
    const publicAd = res.body.components.schemas.PublicAd.properties;
    expect(publicAd).not.toHaveProperty('email');
    expect(publicAd).not.toHaveProperty('telephone');
  });

  it('has a docs page served from our own origin', async () => {
    const page = await fetch(`${server.url}${API_DOCUMENT.page}`);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(`${API_DOCUMENT.page}/swagger-ui-bundle.js`);
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await fetch(`${server.url}${API_DOCUMENT.page}/swagger-ui-bundle.js`);
    expect(bundle.status).toBe(200);
    expect((await fetch(`${server.url}${API_DOCUMENT.page}/..%2F..%2Fpackage.json`)).status).toBe(404);
  });
});
