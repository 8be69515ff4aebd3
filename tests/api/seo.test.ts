import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adImages, advertisements } from '../../server/db/schema/ads';
import type { AppEnv } from '../../server/http/app-env';
import { seoRoutes } from '../../server/routes/seo';
import { urlsetXml } from '../../server/seo/sitemap-xml';
import { hasNaughtyStrings, naughtyStrings } from '../support/corpora';
import { categoryBySlug, createAd, createCity, createUser, sessionCookie } from '../support/factories';
import { startTestServer, type TestServer } from '../support/test-server';

// A shell shaped like the built one: its own title and description, a module script in the head.
const INDEX_HTML = `<!doctype html>
<html lang="uk">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Громада — оголошення. Hromada — Ukrainian community classifieds." />
    <title>Громада · Hromada</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const CONTACTS = [
  'seller@example.com',
  '555-0100',
  '1 Main St',
  'seller.example.com',
  'seller_tg',
  'seller_ig',
];

let server: TestServer;
const dist = mkdtempSync(join(tmpdir(), 'hromada-dist-'));
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  server = await startTestServer({}, { distDir: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

// --- a tiny, strict reader for the head: every "<" must open a tag we expect there ------------------

const decode = (s: string) =>
  s.replace(/&#(\d+);|&(amp|lt|gt|quot);/g, (_, n: string | undefined, name: string | undefined) =>
    n ? String.fromCharCode(Number(n)) : ({ amp: '&', lt: '<', gt: '>', quot: '"' } as const)[name as 'amp'],
  );

interface Head {
  raw: string;
  title: string[];
  meta: Map<string, string>;
  links: Record<string, string>[];
  scripts: { attrs: Record<string, string>; body: string }[];
}

function attrsOf(source: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  const rest = source.replace(/\s+([\w:-]+)(?:="([^"]*)")?/g, (_, k: string, v: string | undefined) => {
    attrs[k] = decode(v ?? '');
    return '';
  });
  expect(rest.replace(/\s*\/?$/, ''), `stray text in a tag: ${source}`).toBe('');
  return attrs;
}

function readHead(html: string): Head {
  const raw = html.slice(html.indexOf('<head>') + 6, html.indexOf('</head>'));
  const head: Head = { raw, title: [], meta: new Map(), links: [], scripts: [] };
  const TAG =
    /<(meta|link)((?:\s+[\w:-]+(?:="[^"<>]*")?)*)\s*\/?>|<title>([^<]*)<\/title>|<script((?:\s+[\w:-]+(?:="[^"<>]*")?)*)>([^<]*)<\/script>|\s+/y;
  while (TAG.lastIndex < raw.length) {
    const at = TAG.lastIndex;
    const m = TAG.exec(raw);
    if (!m) throw new Error(`unexpected markup in <head> at ${at}: ${raw.slice(at, at + 120)}`);
    if (m[1]) {
      const attrs = attrsOf(m[2] ?? '');
      if (m[1] === 'link') head.links.push(attrs);
      const key = attrs.name ?? attrs.property;
      if (m[1] === 'meta' && key) {
        expect(head.meta.has(key), `duplicate meta ${key}`).toBe(false);
        head.meta.set(key, attrs.content ?? '');
      }
    } else if (m[3] !== undefined) head.title.push(decode(m[3]));
    else if (m[4] !== undefined) head.scripts.push({ attrs: attrsOf(m[4]), body: m[5] ?? '' });
  }
  return head;
}

const jsonLd = (head: Head) => {
  const blocks = head.scripts.filter((s) => s.attrs.type === 'application/ld+json');
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]?.body ?? '') as Record<string, unknown>;
};
const linkHref = (head: Head, rel: string, hreflang?: string) =>
  head.links.filter((l) => l.rel === rel && l.hreflang === hreflang).map((l) => l.href);

async function page(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers });
  const html = await res.text();
  return { res, html, head: readHead(html) };
}

async function seedAd(fields: Partial<typeof advertisements.$inferInsert> = {}, image?: string) {
  const owner = await createUser(server.deps.db);
  const city = fields.cityId ? undefined : await createCity(server.deps.db);
  const category = await categoryBySlug(server.deps.db, 'real-estate');
  const ad = await createAd(server.deps.db, {
    userId: owner.id,
    cityId: city?.id ?? (fields.cityId as string),
    categoryId: category.id,
    ...fields,
  });
  if (image) {
    await server.deps.db.delete(adImages).where(eq(adImages.adId, ad.id));
    await server.deps.db.insert(adImages).values({ adId: ad.id, storagePath: image, isPrimary: true });
  }
  return { ad, owner, cityName: city?.name ?? '' };
}

// --- ad pages --------------------------------------------------------------------------------------

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
    const ids = [
      [pending.ad.id, {}],
      [pending.ad.id, { cookie: owner }],
      [rejected.ad.id, {}],
      ['00000000-0000-4000-8000-000000000000', {}],
      ['not-a-uuid', {}],
      ['%E0%A4%A', {}],
      ['%00', {}],
    ] as const;
    for (const [id, headers] of ids) {
      const { res, html, head } = await page(`/ads/${id}`, headers);
      // 404 keeps crawlers from indexing it; the SPA in the body still runs (its 404 page, or the
      // pending ad for its signed-in owner, fetched from the API).
      expect(res.status, id).toBe(404);
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
      // Out of the way of the other test files that share the database on PostgreSQL.
      await server.deps.db.delete(advertisements).where(eq(advertisements.cityId, city.id));
      expect(failures).toEqual([]);
    },
    180_000,
  );
});

// --- sitemap and robots ---------------------------------------------------------------------------

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
    // On PostgreSQL other test files share the database and add ads meanwhile: no exact totals here.
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
