import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { hasNaughtyStrings, naughtyStrings } from '../../support/corpora';
import { createAd, createCity, sessionCookie, signedInPerson } from '../../support/factories';
import {
  type AdFields,
  CONTACTS,
  page as fetchPage,
  jsonLd,
  linkHref,
  readHead,
  seedAd as seedAdOn,
  startSeoServer,
} from '../../support/seo-helpers';
import type { TestServer } from '../../support/test-server';

// The head the server writes into an ad's page (title, meta, links, JSON-LD). The sitemap and
// robots.txt: seo-sitemap.test.ts.

let server: TestServer;
beforeAll(async () => {
  server = await startSeoServer();
});
afterAll(() => server?.close());

const page = (path: string, headers?: Record<string, string>) => fetchPage(server, path, headers);
const seedAd = (fields?: AdFields, image?: string) => seedAdOn(server, fields, image);

describe('the ad page head', () => {
  it('has every tag for an approved priced ad, in the language asked for', async () => {
    const { ad, cityName } = await seedAd(
      {
        title: 'Two-bedroom flat',
        description:
          '<p>Sunny &amp; quiet, 5 min to the <strong>bay</strong>.</p><ul><li>Pets ok</li><li>Parking</li></ul>',
        price: 1200,
      },
      `/media/ad-images/ads/x/full.webp`,
    );
    const url = `${server.url}/ads/${ad.id}`;
    const image = `${server.url}/media/ad-images/ads/x/full.webp`;
    const { res, head } = await page(`/ads/${ad.id}?lang=en`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(head.title).toEqual([`Two-bedroom flat · ${cityName} · Hromada`]);
    const description = 'Sunny & quiet, 5 min to the bay. Pets ok. Parking';
    expect(Object.fromEntries(head.meta)).toMatchObject({
      description,
      'og:site_name': 'Hromada',
      'og:type': 'product',
      'og:title': 'Two-bedroom flat',
      'og:description': description,
      'og:url': url,
      'og:image': image,
      'og:locale': 'en_US',
      'og:locale:alternate': 'uk_UA',
      'product:price:amount': '1200',
      'product:price:currency': 'USD',
      'twitter:card': 'summary_large_image',
      'twitter:title': 'Two-bedroom flat',
      'twitter:description': description,
      'twitter:image': image,
    });
    expect(head.meta.has('robots')).toBe(false);
    // The ?lang=en page is its own canonical; the bare URL is the language-negotiated x-default.
    expect(linkHref(head, 'canonical')).toEqual([`${url}?lang=en`]);
    expect(linkHref(head, 'alternate', 'uk')).toEqual([`${url}?lang=uk`]);
    expect(linkHref(head, 'alternate', 'en')).toEqual([`${url}?lang=en`]);
    expect(linkHref(head, 'alternate', 'x-default')).toEqual([url]);
    expect(jsonLd(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Offer',
      name: 'Two-bedroom flat',
      description,
      price: '1200',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url,
      image,
      areaServed: { '@type': 'City', name: cityName },
      category: 'Real Estate',
    });

    const plain = await page(`/ads/${ad.id}`, { 'accept-language': 'uk-UA,uk;q=0.9' });
    expect(plain.head.title).toEqual([`Two-bedroom flat · ${cityName} · Громада`]);
    expect(linkHref(plain.head, 'canonical')).toEqual([url]);
    expect(plain.head.meta.get('og:locale')).toBe('uk_UA');
    expect(plain.head.meta.get('og:locale:alternate')).toBe('en_US');
    expect(plain.head.meta.get('og:url')).toBe(url);
    expect(jsonLd(plain.head).category).toBe('Нерухомість');
    expect(plain.html).toContain('<html lang="uk">');
    // The lang cookie (the SPA's choice) wins over Accept-Language.
    const cookie = await page(`/ads/${ad.id}`, { 'accept-language': 'uk', cookie: 'lang=en' });
    expect(cookie.head.meta.get('og:locale')).toBe('en_US');
    expect(cookie.html).toContain('<html lang="en">');
    expect(cookie.res.headers.get('vary')).toContain('Accept-Language');
  });

  it('describes an event as a schema.org Event, with the default image when it has none', async () => {
    const start = new Date('2031-06-14T16:00:00.000Z');
    const end = new Date('2031-06-14T20:00:00.000Z');
    const { ad, cityName } = await seedAd({
      title: 'Summer festival',
      description: '<p>Music and food.</p>',
      price: null,
      isEvent: true,
      eventDate: start,
      eventEndDate: end,
    });
    const url = `${server.url}/ads/${ad.id}`;
    const { res, head } = await page(`/ads/${ad.id}?lang=en`);
    expect(res.status).toBe(200);
    expect(head.meta.get('og:type')).toBe('event');
    expect(head.meta.get('og:image')).toBe(`${server.url}/smallbiz.png`);
    expect(head.meta.get('twitter:image')).toBe(`${server.url}/smallbiz.png`);
    expect(head.meta.get('twitter:card')).toBe('summary');
    expect(head.meta.has('product:price:amount')).toBe(false);
    expect(jsonLd(head)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: 'Summer festival',
      description: 'Music and food.',
      url,
      startDate: start.toISOString(),
      endDate: end.toISOString(),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: {
        '@type': 'Place',
        name: cityName,
        address: { '@type': 'PostalAddress', addressLocality: cityName },
      },
    });

    const priced = await seedAd({ title: 'Gala', isEvent: true, eventDate: start, price: 25 });
    const data = jsonLd((await page(`/ads/${priced.ad.id}`)).head);
    expect(data['@type']).toBe('Event');
    expect(data.offers).toEqual({
      '@type': 'Offer',
      price: '25',
      priceCurrency: 'USD',
      availability: 'https://schema.org/InStock',
      url: `${server.url}/ads/${priced.ad.id}`,
    });
  });

  it('shortens a long description to about 160 characters at a word break', async () => {
    const words = Array.from({ length: 80 }, (_, i) => `слово${i}`).join(' ');
    const { ad } = await seedAd({ description: `<p>${words}</p>` });
    const { head } = await page(`/ads/${ad.id}`);
    const description = head.meta.get('description') ?? '';
    expect(Array.from(description).length).toBeLessThanOrEqual(160);
    expect(description).toMatch(/^слово0 слово1 .* слово\d+…$/);
    expect(words.startsWith(description.slice(0, -1))).toBe(true);
    expect(head.meta.get('og:description')).toBe(description);
    // JSON-LD keeps the whole text.
    expect(jsonLd(head).description).toBe(words);
  });

  it('keeps hostile titles and descriptions inside their attributes and the JSON-LD block', async () => {
    const title = `"><script>alert(1)</script></title><script>alert(2)</script>'$&$'<!--`;
    const description = `</script><script>alert(3)</script><p>"'&lt;/script&gt;&amp; $\` <img src=x onerror=alert(4)></p>`;
    const { ad, cityName } = await seedAd({ title, description });
    const { res, html, head } = await page(`/ads/${ad.id}?lang=en`);
    expect(res.status).toBe(200);
    expect(html).not.toMatch(/<script>alert|<img/);
    // readHead has already refused any "<" that is not one of the expected tags.
    expect(head.title).toEqual([`${title} · ${cityName} · Hromada`]);
    for (const key of ['og:title', 'twitter:title', 'og:image:alt']) expect(head.meta.get(key)).toBe(title);
    const text = `"'</script>& $\``;
    expect(head.meta.get('description')).toBe(text);
    expect(head.meta.get('og:description')).toBe(text);
    expect(head.scripts.map((s) => s.attrs.type)).toEqual(['module', 'application/ld+json']);
    const data = jsonLd(head);
    expect(data.name).toBe(title);
    expect(data.description).toBe(text);
  });

  it('never shows contact values, not even to the signed-in owner', async () => {
    const { ad, owner } = await seedAd({ description: '<p>Call me</p>' });
    const cookie = await sessionCookie(server.deps.db, server.secret, owner.id);
    for (const headers of [{}, { cookie }] as Record<string, string>[]) {
      const { res, html } = await page(`/ads/${ad.id}`, headers);
      expect(res.status).toBe(200);
      for (const value of CONTACTS) expect(html).not.toContain(value);
    }
  });

  it('serves the plain shell with noindex and nothing of the ad for pending, rejected, unknown and bad ids', async () => {
    const pending = await seedAd({ title: 'Pending secret title', status: 'pending' });
    const rejected = await seedAd({ title: 'Rejected secret title', status: 'rejected' });
    const owner = await sessionCookie(server.deps.db, server.secret, pending.owner.id);
    const stranger = (await signedInPerson(server)).cookie;
    const admin = (await signedInPerson(server, 'admin')).cookie;
    const ids = [
      [pending.ad.id, {}, 404],
      [pending.ad.id, { cookie: stranger }, 404],
      [rejected.ad.id, {}, 404],
      [rejected.ad.id, { cookie: owner }, 404],
      ['00000000-0000-4000-8000-000000000000', { cookie: admin }, 404],
      ['not-a-uuid', { cookie: owner }, 404],
      ['%E0%A4%A', {}, 404],
      ['%00', {}, 404],
      // Its owner and admins may see it: the SPA fetches it from the API.
      [pending.ad.id, { cookie: owner }, 200],
      [rejected.ad.id, { cookie: admin }, 200],
    ] as const;
    for (const [id, headers, status] of ids) {
      const { res, html, head } = await page(`/ads/${id}`, headers);
      // 404 keeps crawlers from indexing it; the SPA in the body still runs (its 404 page).
      expect(res.status, id).toBe(status);
      expect(html).toContain('<div id="root">');
      expect(head.meta.get('robots')).toBe('noindex');
      expect(head.title).toEqual(['Громада · Hromada']);
      expect([...head.meta.keys()].filter((k) => /^(og|twitter):/.test(k))).toEqual([]);
      expect(head.scripts.map((s) => s.attrs.type)).toEqual(['module']);
      expect(linkHref(head, 'canonical')).toEqual([]);
      for (const value of ['secret title', pending.ad.id, rejected.ad.id, ...CONTACTS]) {
        expect(html).not.toContain(value);
      }
    }
  });

  it('leaves the CSP exactly as on every other page (JSON-LD is data; no inline script is added)', async () => {
    const { ad } = await seedAd();
    const home = await fetch(`${server.url}/`);
    const csp = home.headers.get('content-security-policy');
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    const { res, head } = await page(`/ads/${ad.id}`);
    expect(res.headers.get('content-security-policy')).toBe(csp);
    // The only script elements: the app bundle (by src) and the JSON-LD data block.
    expect(head.scripts.filter((s) => s.attrs.type !== 'application/ld+json' && !s.attrs.src)).toEqual([]);
    expect(
      head.scripts.filter((s) => s.body.trim() !== '' && s.attrs.type !== 'application/ld+json'),
    ).toEqual([]);
  });

  it.runIf(hasNaughtyStrings)(
    'answers the naughty strings as titles and descriptions without a 5xx or a stray "<"',
    async () => {
      const city = await createCity(server.deps.db);
      const { ad: first, owner } = await seedAd({ cityId: city.id });
      const failures: string[] = [];
      for (const value of naughtyStrings()) {
        // PostgreSQL text cannot hold NUL (the API's cleaning drops control characters anyway).
        const text = value.replaceAll('\0', '');
        const ad = await createAd(server.deps.db, {
          userId: owner.id,
          cityId: city.id,
          categoryId: first.categoryId,
          title: text,
          description: text,
        });
        const res = await fetch(`${server.url}/ads/${ad.id}`);
        const html = await res.text();
        try {
          expect(res.status).toBe(200);
          const head = readHead(html);
          expect(head.meta.get('og:title')).toBe(ad.title);
          expect(jsonLd(head).name).toBe(ad.title);
        } catch (err) {
          failures.push(`${JSON.stringify(value)}: ${(err as Error).message.split('\n')[0]}`);
        }
      }
      // Out of the way of the other tests in this file.
      await server.deps.db.delete(advertisements).where(eq(advertisements.cityId, city.id));
      expect(failures).toEqual([]);
    },
    180_000,
  );
});
