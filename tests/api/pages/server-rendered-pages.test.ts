import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { cleanDescription, plainText } from '../../../server/services/ads/clean-ad-input';
import { fillMessage } from '../../../shared/category-description';
import { ADS_PAGE_SIZE, type Language } from '../../../shared/constants';
import { ui as enUi } from '../../../shared/i18n/en/ui';
import { ui as ukUi } from '../../../shared/i18n/uk/ui';
import { formatAmount } from '../../../shared/money';
import { hasNaughtyStrings, naughtyStrings } from '../../support/corpora';
import { categoryBySlug, createAd, createCity, createUser, signedInPerson } from '../../support/factories';
import { linksIn, renderedPage, startRenderingServer, textsOf } from '../../support/rendered-pages';
import { CONTACTS } from '../../support/seo-helpers';
import type { TestServer } from '../../support/test-server';

// Public pages as a browser without JavaScript gets them: rendered on the server, in the reader's
// language, with their data, and nothing a visitor may not see. (Hydration without mismatches:
// e2e/server-rendering.spec.ts.)

const ui = { en: enUi, uk: ukUi };
/** A price as the page's text reads (RenderedPage.text folds every kind of space into one). */
const priceText = (price: number, language: Language) =>
  formatAmount(price, 'USD', language).replace(/\s+/g, ' ');
let server: TestServer;
let city: Awaited<ReturnType<typeof createCity>>;
let ads: Awaited<ReturnType<typeof createAd>>[];
const word = `zirkon${Date.now().toString(36)}`;

beforeAll(async () => {
  server = await startRenderingServer();
  const { db } = server.deps;
  city = await createCity(db);
  const owner = await createUser(db);
  const category = await categoryBySlug(db, 'real-estate');
  ads = [];
  for (const [title, price] of [
    [`Sunny flat ${word}`, 1234],
    [`Квартира біля парку ${word}`, 950],
  ] as const) {
    ads.push(
      await createAd(db, {
        userId: owner.id,
        cityId: city.id,
        categoryId: category.id,
        title,
        price,
        description: `<p>Bright rooms, ${word} view.</p>`,
      }),
    );
  }
}, 60_000);
afterAll(() => server?.close());

/** As a first visit in `language` (the SPA keeps its choice in the `lang` cookie, the city in `city`). */
const visit = (path: string, language: Language) =>
  renderedPage(server, path, { cookie: `lang=${language}; city=${city.id}` });

describe('pages rendered on the server', () => {
  for (const language of ['uk', 'en'] as const) {
    it(`carry the ads of home, city, category and search pages, in ${language}, without contacts`, async () => {
      const heading = fillMessage(ui[language].listing.heading, { city: city.name });
      for (const path of ['/', `/${city.slug}`, `/${city.slug}/real-estate`, `/search?q=${word}`]) {
        const page = await visit(path, language);
        expect(page.status, path).toBe(200);
        expect(page.html).toMatch(new RegExp(`<html lang="${language}"`));
        if (!path.startsWith('/search'))
          expect(textsOf(page, (el) => el.name === 'h1')[0], path).toContain(city.name);
        if (path === '/')
          expect(
            textsOf(page, (el) => el.name === 'h1'),
            path,
          ).toEqual([heading]);
        for (const ad of ads) {
          expect(page.text, path).toContain(ad.title);
          expect(page.text, path).toContain(priceText(ad.price ?? 0, language));
          expect(linksIn(page), path).toContain(`/ads/${ad.id}`);
        }
        expect(Object.keys(page.boot.texts), path).toEqual([language]);
        for (const value of CONTACTS) expect(page.html, `${path}: ${value}`).not.toContain(value);
      }
    });

    it(`renders an ad's page with its title, price and description in ${language}, without contacts`, async () => {
      const [ad] = ads;
      if (!ad) throw new Error('no ad');
      const page = await visit(`/ads/${ad.id}`, language);
      expect(page.status).toBe(200);
      expect(textsOf(page, (el) => el.name === 'h1')).toEqual([ad.title]);
      expect(page.text).toContain(priceText(1234, language));
      expect(page.text).toContain(`Bright rooms, ${word} view.`);
      expect(page.text).toContain(ui[language].contact.heading);
      for (const value of CONTACTS) expect(page.html, value).not.toContain(value);
    });
  }

  it('links a listing to its next page, which the server renders from there on', async () => {
    const { db } = server.deps;
    const long = await createCity(db);
    const owner = await createUser(db);
    const category = await categoryBySlug(db, 'real-estate');
    const titles: string[] = [];
    for (let i = 0; i < ADS_PAGE_SIZE + 3; i++) {
      const ad = await createAd(db, { userId: owner.id, cityId: long.id, categoryId: category.id });
      titles.push(ad.title);
    }
    const first = await visit(`/${long.slug}`, 'en');
    const next = linksIn(first).find((href) => href.includes('cursor='));
    expect(next).toMatch(new RegExp(`^/${long.slug}\\?cursor=`));
    const second = await visit(next ?? '', 'en');
    const onBoth = titles.filter((title) => first.text.includes(title) && second.text.includes(title));
    expect(onBoth).toEqual([]);
    expect(titles.filter((title) => first.text.includes(title) || second.text.includes(title))).toHaveLength(
      titles.length,
    );
    expect(linksIn(second).some((href) => href.includes('cursor='))).toBe(false);
  });

  it('lets caches keep a visitor’s page only to revalidate it, and no cache a signed-in reader’s', async () => {
    const visitor = await visit(`/${city.slug}`, 'en');
    expect(visitor.headers.get('cache-control')).toBe('no-cache');
    expect(visitor.headers.get('vary')).toMatch(/Accept-Language/);
    expect(visitor.headers.get('vary')).toMatch(/Cookie/);
    const { cookie } = await signedInPerson(server);
    const signedIn = await renderedPage(server, `/${city.slug}`, { cookie: `${cookie}; lang=en` });
    expect(signedIn.headers.get('cache-control')).toBe('private, no-store');
    expect(signedIn.text).toContain(ads[0]?.title);
  });

  it('gives a first-time visitor the visitor cookie its own requests were made with', async () => {
    const res = await fetch(`${server.url}/${city.slug}`);
    expect(res.headers.getSetCookie().filter((c) => c.startsWith('hromada_visitor='))).toHaveLength(1);
  });

  it.runIf(hasNaughtyStrings)(
    'writes the naughty strings as titles and descriptions as text: no 5xx, no markup of theirs',
    async () => {
      const { db } = server.deps;
      const hostile = await createCity(db);
      const owner = await createUser(db);
      const category = await categoryBySlug(db, 'real-estate');
      const failures: string[] = [];
      for (const value of naughtyStrings()) {
        const title = plainText(value) || 'untitled';
        const ad = await createAd(db, {
          userId: owner.id,
          cityId: hostile.id,
          categoryId: category.id,
          title,
          description: cleanDescription(value) || '<p>x</p>',
        });
        try {
          const page = await renderedPage(server, `/ads/${ad.id}`, { cookie: 'lang=en' });
          expect(page.status).toBe(200);
          expect(textsOf(page, (el) => el.name === 'h1')).toEqual([title]);
          expect(textsOf(page, (el) => ['script', 'iframe', 'object', 'embed'].includes(el.name))).toEqual(
            [],
          );
          expect(textsOf(page, (el) => Object.keys(el.attribs).some((a) => a.startsWith('on')))).toEqual([]);
        } catch (err) {
          failures.push(`${JSON.stringify(value)}: ${(err as Error).message.split('\n')[0]}`);
        }
      }
      // The city's listing shows the newest of them as cards, each title whole.
      const listing = await renderedPage(server, `/${hostile.slug}`, { cookie: 'lang=en' });
      expect(listing.status).toBe(200);
      expect(textsOf(listing, (el) => el.attribs['data-testid'] === 'ad-card').length).toBeGreaterThan(10);
      await db.delete(advertisements).where(eq(advertisements.cityId, hostile.id));
      expect(failures).toEqual([]);
    },
    300_000,
  );
});
