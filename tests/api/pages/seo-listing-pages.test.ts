import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryPages as enPages } from '../../../shared/i18n/en/category-pages';
import { categoryPages as ukPages } from '../../../shared/i18n/uk/category-pages';
import { page as fetchPage, INDEX_HTML, linkHref, readHead, startSeoServer } from '../../support/seo-helpers';
import type { TestServer } from '../../support/test-server';

// The head the server writes into city and category pages, and their one address each: a city or
// category named in either language (or any case) is sent on to its slugs.

let server: TestServer;
beforeAll(async () => {
  server = await startSeoServer();
});
afterAll(() => server?.close());

const page = (path: string, headers?: Record<string, string>) => fetchPage(server, path, headers);
const shellDescription = readHead(INDEX_HTML).meta.get('description');
const noRedirect = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe('category pages', () => {
  it("carry SPEC's description of the category in the language asked for", async () => {
    const url = `${server.url}/tampa/real-estate`;
    const en = await page('/tampa/real-estate?lang=en');
    expect(en.res.status).toBe(200);
    expect(en.head.title).toEqual(['Real Estate in Tampa · Hromada']);
    expect(Object.fromEntries(en.head.meta)).toMatchObject({
      description: enPages.descriptions['real-estate'],
      'og:description': enPages.descriptions['real-estate'],
      'og:title': 'Real Estate in Tampa',
      'og:url': url,
      'og:locale': 'en_US',
    });
    expect(linkHref(en.head, 'canonical')).toEqual([`${url}?lang=en`]);
    expect(linkHref(en.head, 'alternate', 'uk')).toEqual([`${url}?lang=uk`]);
    expect(en.html).toContain('<html lang="en">');

    const uk = await page('/tampa/vehicles', { 'Accept-Language': 'uk' });
    expect(uk.head.title).toEqual(['Транспорт в місті Тампа · Громада']);
    expect(uk.head.meta.get('description')).toBe(ukPages.descriptions.vehicles);
    expect(linkHref(uk.head, 'canonical')).toEqual([`${server.url}/tampa/vehicles`]);
  });

  it('gives each of the six its own text, and other categories a sentence naming them', async () => {
    const seen = new Set<string>();
    for (const slug of Object.keys(enPages.descriptions)) {
      const { head } = await page(`/kyiv/${slug}?lang=en`);
      seen.add(head.meta.get('description') ?? '');
    }
    expect(seen.size).toBe(6);
    expect(seen).not.toContain(shellDescription);
    const pets = await page('/kyiv/pets?lang=uk');
    expect(pets.head.meta.get('description')).toBe('Тварини в місті Київ: оголошення української громади.');
  });

  it("keeps the shell's description on a city page, with the city's title and canonical link", async () => {
    const { res, head } = await page('/kyiv?lang=uk');
    expect(res.status).toBe(200);
    expect(head.title).toEqual(['Оголошення в місті Київ · Громада']);
    expect(head.meta.get('description')).toBe(shellDescription);
    expect(linkHref(head, 'canonical')).toEqual([`${server.url}/kyiv?lang=uk`]);
  });
});

describe('one address per listing page', () => {
  it('sends a city or category named in either language, or in capitals, on to its slugs', async () => {
    const cases: [string, string][] = [
      ['/Київ', '/kyiv'],
      [`/${encodeURIComponent('Київ')}`, '/kyiv'],
      ['/Kyiv', '/kyiv'],
      ['/KYIV?lang=en', '/kyiv?lang=en'],
      ['/Київ/Нерухомість', '/kyiv/real-estate'],
      ['/kyiv/Real%20Estate', '/kyiv/real-estate'],
      [`/${encodeURIComponent('Сент-Пітерсберг')}/pets`, '/st-petersburg/pets'],
    ];
    for (const [from, to] of cases) {
      const res = await noRedirect(from);
      expect({ from, status: res.status, location: res.headers.get('location') }).toEqual({
        from,
        status: 301,
        location: to,
      });
    }
  });

  it('answers an address naming no city or category with the shell, noindex; the pages of the site stay', async () => {
    // The SPA then shows /404 (a 404 status would put a failed load in the browser's console).
    for (const path of ['/atlantis', '/tampa/unicorns', '/no-such/real-estate']) {
      const res = await noRedirect(path);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('<meta name="robots" content="noindex">');
      expect(html).not.toContain('rel="canonical"');
    }
    for (const path of ['/login', '/search', '/admin/cities', '/auth/callback']) {
      expect((await noRedirect(path)).status).toBe(200);
    }
  });
});
