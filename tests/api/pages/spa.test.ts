import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'hromada-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Hromada</title></head><body></body></html>',
  );
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  server = await startTestServer({}, { distDir: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the SPA', () => {
  it('answers app paths with index.html, and /404 with status 404', async () => {
    for (const path of ['/', '/tampa', '/tampa/real-estate', '/search']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain(`<link rel="canonical" href="${server.url}${path}">`);
    }
    // /404 and an ad that is not there (seo-ad-page.test.ts): the shell, 404, noindex, no canonical.
    // A city or category that is not there: the same with 200 (seo-listing-pages.test.ts).
    for (const path of ['/404', '/ads/123']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
  });

  it('serves hashed assets for good and answers missing files with 404, not index.html', async () => {
    const asset = await fetch(`${server.url}/assets/app-abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    for (const path of ['/assets/app-old999.js', '/favicon.ico', '/missing.css']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<html');
    }
  });

  it('escapes the request path in the canonical link', async () => {
    const res = await fetch(`${server.url}/%22%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E`);
    expect(await res.text()).not.toContain('<script>alert(1)');
  });
});
