import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import type { AppEnv } from '../../../server/http/app-env';
import { seoRoutes } from '../../../server/routes/seo';
import { urlsetXml } from '../../../server/seo/sitemap-xml';
import { createCity } from '../../support/factories';
import { type AdFields, decode, seedAd as seedAdOn, startSeoServer } from '../../support/seo-helpers';
import type { TestServer } from '../../support/test-server';

// The sitemap (one file or an index over chunks of ads) and robots.txt. An ad page's head:
// seo-ad-page.test.ts.

let server: TestServer;
beforeAll(async () => {
  server = await startSeoServer();
});
afterAll(() => server?.close());

const seedAd = (fields?: AdFields) => seedAdOn(server, fields);

/** Well-formed XML, checked strictly: balanced tags, quoted attributes, only the five entities. */
function expectWellFormed(xml: string) {
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
  const body = xml.slice(xml.indexOf('?>') + 2);
  const TEXT = '(?:[^<>&"]|&(?:amp|lt|gt|quot|apos);)';
  const TOKEN = new RegExp(
    String.raw`<(/?)([A-Za-z][\w:.-]*)((?:\s+[A-Za-z][\w:.-]*="${TEXT}*")*)\s*(/?)>|${TEXT}+`,
    'y',
  );
  const stack: string[] = [];
  let roots = 0;
  while (TOKEN.lastIndex < body.length) {
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(body);
    if (!m) throw new Error(`not well-formed at ${at}: ${body.slice(at, at + 80)}`);
    if (!m[2]) {
      if (stack.length === 0) expect(m[0].trim()).toBe('');
      continue;
    }
    if (m[1]) expect(stack.pop()).toBe(m[2]);
    else if (!m[4]) {
      if (stack.length === 0) roots++;
      stack.push(m[2]);
    }
  }
  expect(stack).toEqual([]);
  expect(roots).toBe(1);
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => decode(m[1] ?? ''));

describe('sitemap and robots.txt', () => {
  it('lists approved ads with lastmod, city, city + category and event pages; no pending ads', async () => {
    const tampa = await createCity(server.deps.db, `Sea & Sun ${Date.now()}`);
    const approved = await seedAd({ cityId: tampa.id, isEvent: true, eventDate: new Date('2031-01-01') });
    const pending = await seedAd({ cityId: tampa.id, status: 'pending' });
    const res = await fetch(`${server.url}/sitemap.xml`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    const xml = await res.text();
    expectWellFormed(xml);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    const all = locs(xml);
    const adUrl = `${server.url}/ads/${approved.ad.id}`;
    expect(all).toContain(adUrl);
    expect(all).not.toContain(`${server.url}/ads/${pending.ad.id}`);
    expect(xml).toContain(
      `<loc>${adUrl}</loc><lastmod>${approved.ad.updatedAt.toISOString()}</lastmod>` +
        `<xhtml:link rel="alternate" hreflang="uk" href="${adUrl}?lang=uk"/>` +
        `<xhtml:link rel="alternate" hreflang="en" href="${adUrl}?lang=en"/>` +
        `<xhtml:link rel="alternate" hreflang="x-default" href="${adUrl}"/>`,
    );
    // The city path is the one the SPA links to: /{slug of the name}, and /{city}/{category slug}.
    const citySlug = `sea-sun-${tampa.name.split(' ').at(-1)}`;
    expect(all).toEqual(
      expect.arrayContaining([
        `${server.url}/`,
        `${server.url}/events`,
        `${server.url}/tampa`,
        `${server.url}/${citySlug}`,
        `${server.url}/${citySlug}/real-estate`,
      ]),
    );
    // A category without approved ads in that city has no page in the sitemap.
    expect(all).not.toContain(`${server.url}/${citySlug}/pets`);
    expect(new Set(all).size).toBe(all.length);

    const chunk = await (await fetch(`${server.url}/sitemap-ads-1.xml`)).text();
    expectWellFormed(chunk);
    expect(locs(chunk)).toContain(adUrl);
    expect(locs(chunk)).not.toContain(`${server.url}/ads/${pending.ad.id}`);
    expect((await fetch(`${server.url}/sitemap-ads-999.xml`)).status).toBe(404);
    const pages = await (await fetch(`${server.url}/sitemap-pages.xml`)).text();
    expectWellFormed(pages);
    expect(locs(pages)).toContain(`${server.url}/${citySlug}/real-estate`);
  });

  it('escapes "&" and the other XML specials', () => {
    const xml = urlsetXml([{ loc: 'https://example.org/a?b=1&c=<2>"\'', lastmod: new Date(0) }]);
    expectWellFormed(xml);
    expect(xml).toContain('<loc>https://example.org/a?b=1&amp;c=&lt;2&gt;&quot;&apos;</loc>');
    expect(xml).toContain('href="https://example.org/a?b=1&amp;c=&lt;2&gt;&quot;&apos;&amp;lang=uk"');
  });

  it('becomes a sitemap index over chunks of ads when the URLs exceed the per-file limit', async () => {
    const city = await createCity(server.deps.db);
    const mine = [await seedAd({ cityId: city.id }), await seedAd({ cityId: city.id })];
    // The other tests here add ads too: the limit is taken from the count, not assumed.
    const [row] = await server.deps.db
      .select({ n: count() })
      .from(advertisements)
      .where(eq(advertisements.status, 'approved'));
    const limit = Math.max(2, Math.ceil((row?.n ?? 0) / 3));
    const app = new Hono<AppEnv>()
      .use(async (c, next) => {
        c.set('deps', server.deps);
        await next();
      })
      .route('/', seoRoutes({ urlLimit: limit }));
    const index = await (await app.request('/sitemap.xml')).text();
    expectWellFormed(index);
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const [pages, ...chunks] = locs(index);
    expect(pages).toBe(`${server.url}/sitemap-pages.xml`);
    expect(chunks.length).toBeGreaterThanOrEqual(2);
    expect(chunks).toEqual(chunks.map((_, i) => `${server.url}/sitemap-ads-${i + 1}.xml`));
    const seen: string[] = [];
    for (const chunk of chunks) {
      const xml = await (await app.request(new URL(chunk).pathname)).text();
      expectWellFormed(xml);
      const urls = locs(xml);
      expect(urls.length).toBeLessThanOrEqual(limit);
      seen.push(...urls);
    }
    expect(seen).toEqual(expect.arrayContaining(mine.map(({ ad }) => `${server.url}/ads/${ad.id}`)));
    expect((await app.request('/sitemap-ads-99999999.xml')).status).toBe(404);
  });

  it('robots.txt allows all but the private areas and names the sitemap', async () => {
    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(await res.text()).toBe(
      [
        'User-agent: *',
        'Allow: /',
        'Disallow: /admin',
        'Disallow: /profile',
        'Disallow: /my-ads',
        'Disallow: /favorites',
        'Disallow: /saved-searches',
        'Disallow: /messages',
        'Disallow: /unsubscribe',
        'Disallow: /post-ad',
        'Disallow: /edit-ad',
        'Disallow: /api/',
        '',
        `Sitemap: ${server.url}/sitemap.xml`,
        '',
      ].join('\n'),
    );
  });
});
