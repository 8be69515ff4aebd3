import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as catalogApi from '../../../../shared/api/admin-catalog';
import * as adsApi from '../../../../shared/api/ads';
import {
  adIdsIn,
  auditRowsFor,
  catalogClient,
  catalogLists,
  catalogPeople,
  cityBody,
  expectAdminsOnly,
  removeCatalogRows,
  uniqueSlug,
} from '../../../support/catalog-support';
import { categoryBySlug, createAd } from '../../../support/factories';
import { callApi } from '../../../support/http';
import { setupTestServer } from '../../../support/setup-server';

// Cities admin: who may, names unique in any case, Ukrainian names, slugs that pages own, deleting with ads.

const createdIds: string[] = [];
const shared = setupTestServer(
  async (server) => ({
    ...(await catalogPeople(server)),
    categoryId: (await categoryBySlug(server.deps.db, 'services')).id,
  }),
  { cleanUp: ({ server }) => removeCatalogRows(server.deps.db, { cities: createdIds }) },
);

type Listed = { id: string; name: string; name_uk: string | null; slug: string; ad_count: number };
const { publicList, adminList, added } = catalogLists<Listed>(shared, 'cities', createdIds);
const adsIn = async (cityId: string, n: number) => {
  for (let i = 0; i < n; i++)
    await createAd(shared.server.deps.db, { userId: shared.user.id, cityId, categoryId: shared.categoryId });
  return adIdsIn(shared.server.deps.db, 'city', cityId);
};

describe('cities admin: access', () => {
  it('answers 401 to visitors and 403 to people who are not admins, whatever they send', async () => {
    const mine = await added();
    const calls: Parameters<typeof expectAdminsOnly>[2] = [
      [catalogApi.listCities],
      [catalogApi.createCity, { body: cityBody() }],
      [catalogApi.createCity, { body: { slug: 'admin' } }],
      [catalogApi.updateCity, { params: { id: mine.id }, body: { name: 'Taken over' } }],
      [catalogApi.deleteCity, { params: { id: mine.id } }],
      [catalogApi.deleteCity, { params: { id: mine.id }, query: { move_to: mine.id } }],
    ];
    await expectAdminsOnly(shared.server, shared.user.cookie, calls);
    expect((await adminList()).find((c) => c.id === mine.id)?.name).toBe(mine.name);
  });
});

describe('cities admin: adding and changing', () => {
  it('adds a city with its Ukrainian name, which the public list returns; audited', async () => {
    const slug = uniqueSlug('vinnytsia');
    const res = await shared.asAdmin.addCity({ name: ` <b>Vinnytsia</b> ${slug}`, name_uk: 'Вінниця', slug });
    expect(res.status).toBe(201);
    createdIds.push(res.body.id);
    expect(res.body).toMatchObject({ name: `Vinnytsia ${slug}`, name_uk: 'Вінниця', slug, ad_count: 0 });
    expect((await publicList()).find((c) => c.id === res.body.id)).toEqual({
      id: res.body.id,
      name: `Vinnytsia ${slug}`,
      name_uk: 'Вінниця',
      slug,
      time_zone: 'America/New_York',
    });
    expect((await callApi(shared.server, adsApi.listAds, { query: { city: slug } })).status).toBe(200);
    const [row] = await auditRowsFor(shared.server.deps.db, res.body.id);
    expect(row).toMatchObject({
      action: 'city.create',
      entityType: 'city',
      actorId: shared.admin.id,
      after: { name_uk: 'Вінниця', slug },
    });
  });

  it('stores an empty Ukrainian name as none, and makes the slug from the name when none is given', async () => {
    const marker = randomUUID().slice(0, 6);
    const res = await shared.asAdmin.addCity({ name: `Port St Lucie ${marker}`, name_uk: '  ' });
    expect(res.status).toBe(201);
    createdIds.push(res.body.id);
    expect(res.body).toMatchObject({ name_uk: null, slug: `port-st-lucie-${marker}` });
    const cyrillic = await shared.asAdmin.addCity({ name: `Житомир ${marker}` });
    expect([cyrillic.status, Object.keys(cyrillic.body.error.fields)]).toEqual([400, ['slug']]);
  });

  it('keeps names unique in any case (NAME_TAKEN) and slugs unique (SLUG_TAKEN)', async () => {
    const first = await added();
    const second = await added();
    const sameName = await shared.asAdmin.addCity(cityBody({ name: first.name.toUpperCase() }));
    expect([sameName.status, sameName.body.error.code]).toEqual([409, 'NAME_TAKEN']);
    expect(sameName.body.error.message).toBe('This name is already used; choose another one');
    const seedName = await shared.asAdmin.addCity(cityBody({ name: 'tampa' }));
    expect(seedName.body.error.code).toBe('NAME_TAKEN');
    const sameSlug = await shared.asAdmin.addCity(cityBody({ slug: first.slug }));
    expect([sameSlug.status, sameSlug.body.error.code]).toEqual([409, 'SLUG_TAKEN']);
    const renamed = await shared.asAdmin.send(catalogApi.updateCity, {
      params: { id: second.id },
      body: {
        name: first.name.toLowerCase(),
      },
    });
    expect([renamed.status, renamed.body.error.code]).toEqual([409, 'NAME_TAKEN']);
    const reslugged = await shared.asAdmin.send(catalogApi.updateCity, {
      params: { id: second.id },
      body: { slug: 'tampa' },
    });
    expect([reslugged.status, reslugged.body.error.code]).toEqual([409, 'SLUG_TAKEN']);
    const ownCase = await shared.asAdmin.send(catalogApi.updateCity, {
      params: { id: first.id },
      body: {
        name: first.name.toUpperCase(),
      },
    });
    expect([ownCase.status, ownCase.body.name]).toEqual([200, first.name.toUpperCase()]);
  });

  it("refuses slugs that the site's own pages and server paths use, with a clear field message", async () => {
    const mine = await added();
    for (const slug of ['admin', 'search', 'post-ad', 'api', 'media', 'health', 'login', '404']) {
      const res = await shared.asAdmin.addCity(cityBody({ slug }));
      expect([slug, res.status, res.body.error.code]).toEqual([slug, 400, 'VALIDATION_FAILED']);
      expect(res.body.error.fields.slug).toBe(
        'This address belongs to a page of the site (like /search or /admin). Choose another slug',
      );
      const change = await shared.asAdmin.send(catalogApi.updateCity, {
        params: { id: mine.id },
        body: { slug },
      });
      expect(change.status).toBe(400);
    }
    const derived = await shared.asAdmin.addCity({ name: 'Search' });
    expect(derived.body.error.fields.slug).toContain('belongs to a page of the site');
    const uk = await catalogClient(shared.server, shared.admin.cookie, 'uk').addCity(
      cityBody({ slug: 'events' }),
    );
    expect(uk.body.error.fields.slug).toContain('належить сторінці сайту');
    expect((await publicList()).map((c) => c.slug)).not.toContain('admin');
  });

  it('refuses missing and too long names and bad slugs', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: undefined }, { name: 'Name is required' }],
      [{ name: '<i></i>' }, { name: 'Name is required' }],
      [{ name: 'x'.repeat(61) }, { name: 'Name is too long' }],
      [{ name_uk: 'ї'.repeat(61) }, { name_uk: 'Name is too long' }],
      [{ slug: 'Hello World' }, { slug: expect.stringContaining('lower-case Latin letters') }],
      [{ slug: 'a--b' }, { slug: expect.stringContaining('single hyphens') }],
      [{ slug: '-x' }, { slug: expect.stringContaining('single hyphens') }],
    ];
    for (const [overrides, fields] of cases) {
      const res = await shared.asAdmin.addCity(cityBody(overrides));
      expect([overrides, res.status, res.body.error.fields]).toEqual([overrides, 400, fields]);
    }
  });

  it('changes the Ukrainian name, clears it with null, records before and after; 404 for unknown ids', async () => {
    const mine = await added();
    const set = await shared.asAdmin.send(catalogApi.updateCity, {
      params: { id: mine.id },
      body: {
        name_uk: '<b>Нове</b> місто',
      },
    });
    expect(set.body).toMatchObject({ name: mine.name, name_uk: 'Нове місто', slug: mine.slug });
    const cleared = await shared.asAdmin.send(catalogApi.updateCity, {
      params: { id: mine.id },
      body: { name_uk: null },
    });
    expect(cleared.body.name_uk).toBeNull();
    const rows = await auditRowsFor(shared.server.deps.db, mine.id);
    expect(rows.map((r) => r.action)).toEqual(['city.create', 'city.update', 'city.update']);
    expect(rows[2]).toMatchObject({ before: { name_uk: 'Нове місто' }, after: { name_uk: null } });
    const missing = await shared.asAdmin.send(catalogApi.updateCity, {
      params: { id: randomUUID() },
      body: { name: 'Nowhere' },
    });
    expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
  });
});

describe('cities admin: deleting', () => {
  it('deletes an empty city, audited', async () => {
    const mine = await added();
    const res = await shared.asAdmin.send(catalogApi.deleteCity, { params: { id: mine.id } });
    expect([res.status, res.body]).toEqual([200, { id: mine.id, moved_ads: 0 }]);
    expect((await publicList()).map((c) => c.id)).not.toContain(mine.id);
    expect((await auditRowsFor(shared.server.deps.db, mine.id)).at(-1)).toMatchObject({
      action: 'city.delete',
      after: null,
    });
  });

  it('refuses while it holds ads (CITY_HAS_ADS with the count), then moves them on request', async () => {
    const from = await added();
    const to = await added();
    const ads = await adsIn(from.id, 2);
    const refused = await shared.asAdmin.send(catalogApi.deleteCity, { params: { id: from.id } });
    expect([refused.status, refused.body.error.code]).toEqual([409, 'CITY_HAS_ADS']);
    const uk = await catalogClient(shared.server, shared.admin.cookie, 'uk').send(catalogApi.deleteCity, {
      params: { id: from.id },
    });
    expect(uk.body.error.message).toContain('2');
    expect(await adIdsIn(shared.server.deps.db, 'city', from.id)).toEqual(ads);
    const self = await shared.asAdmin.send(catalogApi.deleteCity, {
      params: { id: from.id },
      query: { move_to: from.id },
    });
    expect(self.status).toBe(400);
    const unknown = await shared.asAdmin.send(catalogApi.deleteCity, {
      params: { id: from.id },
      query: { move_to: randomUUID() },
    });
    expect(unknown.status).toBe(404);
    expect(await adIdsIn(shared.server.deps.db, 'city', from.id)).toEqual(ads);
    const moved = await shared.asAdmin.send(catalogApi.deleteCity, {
      params: { id: from.id },
      query: { move_to: to.id },
    });
    expect([moved.status, moved.body]).toEqual([200, { id: from.id, moved_ads: 2 }]);
    expect(await adIdsIn(shared.server.deps.db, 'city', to.id)).toEqual(ads);
    expect((await adminList()).find((c) => c.id === to.id)?.ad_count).toBe(2);
    expect((await auditRowsFor(shared.server.deps.db, from.id)).at(-1)).toMatchObject({
      action: 'city.delete',
      after: { ads_moved: 2, ads_moved_to: { id: to.id } },
    });
  });
});
