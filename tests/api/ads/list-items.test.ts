import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { adImages } from '../../../server/db/schema/ads';
import { categories } from '../../../server/db/schema/catalog';
import * as adminCatalogApi from '../../../shared/api/admin-catalog';
import * as adsApi from '../../../shared/api/ads';
import * as eventsApi from '../../../shared/api/events';
import { apiPath, type CallInput, type Operation } from '../../../shared/api/operation';
import * as searchApi from '../../../shared/api/search';
import { AdListItem } from '../../../shared/schemas/ad-list-item';
import { AdPage, CONTACT_FIELDS, ListingPage } from '../../../shared/schemas/ads';
import { SearchPage } from '../../../shared/schemas/search';
import { catalogClient, categoryBody, removeCatalogRows, uniqueSlug } from '../../support/catalog-support';
import { createAd, createCity, signedInAdminAndUser } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupTestServer } from '../../support/setup-server';

// List answers carry AdListItem (docs/decisions/025): the same for everyone, an excerpt and no contact
// field; their cities and categories come from reference data kept until a change (NOTIFY) forgets it.

const createdCategories: string[] = [];
const createdCities: string[] = [];
const shared = setupTestServer(signedInAdminAndUser, {
  cleanUp: ({ server }) =>
    removeCatalogRows(server.deps.db, { categories: createdCategories, cities: createdCities }),
});
const db = () => shared.server.deps.db;

/** A city of its own with an event ad that has a photo and a long HTML description. */
async function townWithAnAd() {
  const city = await createCity(db());
  createdCities.push(city.id);
  const [category] = await db().select().from(categories).where(eq(categories.slug, 'services'));
  if (!category) throw new Error('no services category');
  const word = `zq${uniqueSlug('w').replace(/-/g, '')}`;
  const ad = await createAd(db(), {
    userId: shared.user.id,
    cityId: city.id,
    categoryId: category.id,
    title: `${word} lessons`,
    description: `<p>Guitar <strong>lessons</strong> &amp; more.</p><ul><li>${'every week '.repeat(40)}</li></ul>`,
    isEvent: true,
    eventDate: new Date(Date.now() + 86_400_000),
  });
  const photo = `ads/${ad.id}/photo-0123456789-full.webp`;
  await db().update(adImages).set({ storagePath: photo }).where(eq(adImages.adId, ad.id));
  return { city, category, ad, word, photo };
}

/** A GET of a list, with its path (for the failure messages) and its call as one person. */
const listRead = <O extends Operation>(op: O, input: CallInput<O>) => ({
  path: apiPath(op, input),
  read: (cookie?: string) => callApi(shared.server, op, { ...input, cookie }),
});

const people = () =>
  [
    ['a visitor', undefined],
    ['a signed-in member', shared.user.cookie],
    ['an admin', shared.admin.cookie],
  ] as const;

describe('list items', () => {
  it('carry an excerpt, never the description or a contact field, for visitors, members and admins alike', async () => {
    const { city, ad, word, photo } = await townWithAnAd();
    const lists = [
      [ListingPage, listRead(adsApi.listAds, { query: { city: city.id } })],
      [ListingPage, listRead(adsApi.listAds, { query: { city: city.slug, category: 'services' } })],
      [SearchPage, listRead(searchApi.searchAds, { query: { q: word } })],
      [AdPage, listRead(eventsApi.listEvents, { query: { city: city.id } })],
    ] as const;
    const seen: unknown[] = [];
    for (const [who, cookie] of people()) {
      for (const [schema, { path, read }] of lists) {
        const res = await read(cookie);
        expect({ who, path, status: res.status }).toEqual({ who, path, status: 200 });
        const page = schema.parse(res.body);
        expect(page.items.map((item) => item.id)).toEqual([ad.id]);
        const [item] = res.body.items;
        for (const field of ['description', 'images', 'user_id', 'status', ...CONTACT_FIELDS])
          expect({ who, path, has: field in item }).toEqual({ who, path, has: false });
        seen.push(item);
      }
    }
    // The same item for everyone, in every list.
    for (const item of seen) expect(item).toEqual(seen[0]);
    const item = AdListItem.parse(seen[0]);
    expect(item.excerpt.startsWith('Guitar lessons & more. every week every week')).toBe(true);
    expect(item.excerpt.endsWith('…')).toBe(true);
    expect(Array.from(item.excerpt).length).toBeLessThanOrEqual(140);
    expect(item.image).toEqual({ storage_path: photo, thumbnail_path: photo.replace('-full.', '-thumb.') });
    expect(item).toMatchObject({ is_event: true, city: { id: city.id }, category: { slug: 'services' } });
    // The ad's own page keeps the whole ad.
    const whole = await callApi(shared.server, adsApi.getAd, {
      params: { id: ad.id },
      cookie: shared.user.cookie,
    });
    expect(whole.body).toMatchObject({ description: ad.description, email: 'seller@example.com' });
  });
});

describe('a listing page', () => {
  it('costs one query a walk (paid ads, then the rest) once cities, categories and its count are kept', async () => {
    const { city, ad } = await townWithAnAd();
    const listing = () =>
      callApi(shared.server, adsApi.listAds, { query: { city: city.slug, category: 'services' } });
    await shared.server.deps.publicContent.listen();
    expect((await listing()).status).toBe(200);
    const sent: string[] = [];
    const query = pg.Client.prototype.query;
    // A spy on the real driver: counts what the server sends, changes nothing.
    pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
      const [sql] = args as [string | { text: string }];
      sent.push(typeof sql === 'string' ? sql : sql.text);
      return (query as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    let res: Awaited<ReturnType<typeof listing>>;
    try {
      res = await listing();
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([ad.id]);
    expect(sent).toHaveLength(2);
    for (const sql of sent) expect(sql).toMatch(/^select .* from "advertisements"/s);
  });
});

describe('cities and categories kept in the server', () => {
  afterEach(async () => {
    // A test that cut the LISTEN connection leaves the next one listening again.
    await shared.server.deps.publicContent.listen();
  });

  it("shows an admin's change to a category or city in the next listing answer", async () => {
    const { city, ad } = await townWithAnAd();
    const asAdmin = catalogClient(shared.server, shared.admin.cookie);
    const added = await asAdmin.addCategory(categoryBody());
    expect(added.status).toBe(201);
    createdCategories.push(added.body.id);
    // Read (and kept) before the change.
    expect((await callApi(shared.server, adsApi.listAds, { query: { city: city.slug } })).status).toBe(200);
    expect(
      (await callApi(shared.server, adsApi.listAds, { query: { category: added.body.slug } })).status,
    ).toBe(200);

    const slug = uniqueSlug('renamed');
    const renamed = await asAdmin.send(adminCatalogApi.updateCategory, {
      params: { id: added.body.id },
      body: { slug },
    });
    expect(renamed.status).toBe(200);
    expect((await callApi(shared.server, adsApi.listAds, { query: { category: slug } })).status).toBe(200);
    expect(
      (await callApi(shared.server, adsApi.listAds, { query: { category: added.body.slug } })).status,
    ).toBe(404);

    const townSlug = uniqueSlug('town');
    const moved = await asAdmin.send(adminCatalogApi.updateCity, {
      params: { id: city.id },
      body: { slug: townSlug, name: `Town ${townSlug}` },
    });
    expect(moved.status).toBe(200);
    const listing = await callApi(shared.server, adsApi.listAds, { query: { city: townSlug } });
    expect(listing.status).toBe(200);
    expect(listing.body.items[0]).toMatchObject({
      id: ad.id,
      city: { slug: townSlug, name: `Town ${townSlug}` },
    });
    expect((await callApi(shared.server, adsApi.listAds, { query: { city: city.slug } })).status).toBe(404);
  });

  it('forgets them when another connection changes them (NOTIFY), and reads through while not listening', async () => {
    const { city } = await townWithAnAd();
    const other = new pg.Client({ connectionString: shared.server.deps.database.url });
    await other.connect();
    try {
      expect((await callApi(shared.server, adsApi.listAds, { query: { city: city.slug } })).status).toBe(200);
      expect(shared.server.deps.publicContent.listening()).toBe(true);
      // As another server process would: straight in the database, past this process's routes.
      const heard = uniqueSlug('heard');
      await other.query('update cities set slug = $1, name = $1 where id = $2', [heard, city.id]);
      await expect
        .poll(async () => (await callApi(shared.server, adsApi.listAds, { query: { city: heard } })).status)
        .toBe(200);
      expect((await callApi(shared.server, adsApi.listAds, { query: { city: city.slug } })).status).toBe(404);

      // The LISTEN connection is cut: nothing may be served from the copy until listening again.
      await other.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query = 'LISTEN "public_content"'`,
      );
      await expect.poll(() => shared.server.deps.publicContent.listening()).toBe(false);
      expect((await callApi(shared.server, adsApi.listAds, { query: { city: heard } })).status).toBe(200);
      const unheard = uniqueSlug('unheard');
      await other.query('update cities set slug = $1, name = $1 where id = $2', [unheard, city.id]);
      expect((await callApi(shared.server, adsApi.listAds, { query: { city: unheard } })).status).toBe(200);
      expect((await callApi(shared.server, adsApi.listAds, { query: { city: heard } })).status).toBe(404);
    } finally {
      await other.end();
    }
  });
});
