import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as catalogApi from '../../../../shared/api/admin-catalog';
import {
  adIdsIn,
  auditRowsFor,
  catalogClient,
  catalogLists,
  catalogPeople,
  categoryBody,
  expectAdminsOnly,
  removeCatalogRows,
  uniqueSlug,
} from '../../../support/catalog-support';
import { createAd, createCity } from '../../../support/factories';
import { setupTestServer } from '../../../support/setup-server';

// Categories admin: who may, what is valid, unique slugs, the public order, deleting with ads, the audit log.

const createdIds: string[] = [];
const shared = setupTestServer(
  async (server) => ({ ...(await catalogPeople(server)), cityId: (await createCity(server.deps.db)).id }),
  {
    cleanUp: ({ server, cityId }) =>
      removeCatalogRows(server.deps.db, { categories: createdIds, cities: [cityId] }),
  },
);

type Listed = { id: string; slug: string; sort_order: number; ad_count: number };
const { publicList, adminList, added } = catalogLists<
  Listed,
  Listed & { name_en: string; name_uk: string; updated_at: string }
>(shared, 'categories', createdIds);
const adsIn = async (categoryId: string, n: number) => {
  for (let i = 0; i < n; i++)
    await createAd(shared.server.deps.db, { userId: shared.user.id, cityId: shared.cityId, categoryId });
  return adIdsIn(shared.server.deps.db, 'category', categoryId);
};

describe('categories admin: access', () => {
  it('answers 401 to visitors and 403 to people who are not admins, whatever they send, and changes nothing', async () => {
    const mine = await added();
    const calls: Parameters<typeof expectAdminsOnly>[2] = [
      [catalogApi.listCategories],
      [catalogApi.createCategory, { body: categoryBody() }],
      [catalogApi.createCategory, { body: { slug: 'Not Valid' } }],
      [catalogApi.updateCategory, { params: { id: mine.id }, body: { name_en: 'Taken over' } }],
      [catalogApi.updateCategory, { params: { id: mine.id }, body: { sort_order: -5 } }],
      [catalogApi.deleteCategory, { params: { id: mine.id } }],
      [catalogApi.deleteCategory, { params: { id: mine.id }, query: { move_to: 'nope' } }],
    ];
    await expectAdminsOnly(shared.server, shared.user.cookie, calls);
    expect((await adminList()).find((c) => c.id === mine.id)).toMatchObject({ slug: mine.slug });
    expect((await auditRowsFor(shared.server.deps.db, mine.id)).map((r) => r.action)).toEqual([
      'category.create',
    ]);
    await shared.asAdmin.send(catalogApi.deleteCategory, { params: { id: mine.id } });
  });
});

describe('categories admin: adding and changing', () => {
  it('adds a category with markup stripped, after the last by default, audited, and lists it with its ads', async () => {
    const before = await adminList();
    const slug = uniqueSlug('garden');
    const res = await shared.asAdmin.addCategory({
      name_en: '  <b>Garden</b>  tools ',
      name_uk: '<script>x()</script>Садові <i>інструменти</i>',
      slug,
    });
    expect(res.status).toBe(201);
    createdIds.push(res.body.id);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.body).toMatchObject({
      name_en: 'Garden tools',
      name_uk: 'Садові інструменти',
      slug,
      ad_count: 0,
    });
    const last = Math.max(...before.map((c) => c.sort_order));
    expect(res.body.sort_order).toBeGreaterThan(last);
    const [row, ...others] = await auditRowsFor(shared.server.deps.db, res.body.id);
    expect(others).toEqual([]);
    expect(row).toMatchObject({
      action: 'category.create',
      entityType: 'category',
      actorId: shared.admin.id,
      before: null,
      after: { id: res.body.id, name_en: 'Garden tools', name_uk: 'Садові інструменти', slug },
    });
    await adsIn(res.body.id, 2);
    expect((await adminList()).find((c) => c.id === res.body.id)?.ad_count).toBe(2);
  });

  it('puts a new category into the public list in its order', async () => {
    const slug = uniqueSlug('early');
    const res = await shared.asAdmin.addCategory(categoryBody({ slug, sort_order: 15 }));
    const slugs = (await publicList()).map((c) => c.slug);
    expect(slugs.indexOf(slug)).toBe(slugs.indexOf('real-estate') + 1);
    expect(slugs.indexOf('vehicles')).toBe(slugs.indexOf(slug) + 1);
    await shared.asAdmin.send(catalogApi.deleteCategory, { params: { id: res.body.id } });
    expect((await publicList()).map((c) => c.slug)).not.toContain(slug);
  });

  it('refuses missing or too long names, bad slugs, bad orders and unknown fields, with a message per field', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { name_en: undefined, name_uk: '' },
        { name_en: 'Name is required', name_uk: 'Name is required' },
      ],
      [{ name_en: '<b> </b>' }, { name_en: 'Name is required' }],
      [{ name_uk: 'я'.repeat(61) }, { name_uk: 'Name is too long' }],
      [{ slug: 'Hello World' }, { slug: expect.stringContaining('lower-case Latin letters') }],
      [{ slug: 'a--b' }, { slug: expect.stringContaining('single hyphens') }],
      [{ slug: '-x' }, { slug: expect.stringContaining('single hyphens') }],
      [{ slug: 'київ' }, { slug: expect.stringContaining('lower-case Latin letters') }],
      [{ slug: 'a'.repeat(61) }, { slug: 'Slug is too long (at most 60 characters)' }],
      [{ slug: undefined }, { slug: 'Slug is required' }],
      [{ sort_order: -1 }, { sort_order: 'Enter a whole number from 0 to 1,000,000' }],
      [{ sort_order: 1.5 }, { sort_order: 'Enter a whole number from 0 to 1,000,000' }],
      [{ sort_order: '7' }, { sort_order: 'Enter a whole number from 0 to 1,000,000' }],
      [{ colour: 'red' }, { colour: 'The request contains a field that cannot be set here' }],
    ];
    const countBefore = (await adminList()).length;
    for (const [overrides, fields] of cases) {
      const body = categoryBody(overrides);
      const res = await shared.asAdmin.addCategory(body);
      expect([overrides, res.status, res.body.error.code]).toEqual([overrides, 400, 'VALIDATION_FAILED']);
      expect(res.body.error.fields).toEqual(fields);
      expect(res.body.error.message).toBe(Object.values(res.body.error.fields)[0]);
    }
    expect(await adminList()).toHaveLength(countBefore);
  });

  it('says what is wrong in Ukrainian to a Ukrainian admin', async () => {
    const res = await catalogClient(shared.server, shared.admin.cookie, 'uk').addCategory(
      categoryBody({ slug: 'Hello World' }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.fields.slug).toContain('Лише малі латинські літери');
  });

  it('keeps slugs unique (409 SLUG_TAKEN) when adding and when changing', async () => {
    const first = await added();
    const second = await added();
    const again = await shared.asAdmin.addCategory(categoryBody({ slug: first.slug }));
    expect([again.status, again.body.error.code]).toEqual([409, 'SLUG_TAKEN']);
    expect(again.body.error.message).toBe('This slug is already used; choose another one');
    const taken = await shared.asAdmin.send(catalogApi.updateCategory, {
      params: { id: second.id },
      body: { slug: first.slug },
    });
    expect([taken.status, taken.body.error.code]).toEqual([409, 'SLUG_TAKEN']);
    expect((await adminList()).find((c) => c.id === second.id)?.slug).toBe(second.slug);
    const same = await shared.asAdmin.send(catalogApi.updateCategory, {
      params: { id: second.id },
      body: { slug: second.slug },
    });
    expect(same.status).toBe(200);
  });

  it('changes only the fields given, records before and after, and answers 404 for unknown ids', async () => {
    const mine = await added({ sort_order: 500 });
    const res = await shared.asAdmin.send(catalogApi.updateCategory, {
      params: { id: mine.id },
      body: {
        name_en: ' <em>Renamed</em> ',
        sort_order: 3,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      name_en: 'Renamed',
      name_uk: mine.name_uk,
      slug: mine.slug,
      sort_order: 3,
    });
    expect(new Date(res.body.updated_at).getTime()).toBeGreaterThan(new Date(mine.updated_at).getTime());
    const rows = await auditRowsFor(shared.server.deps.db, mine.id);
    expect(rows.map((r) => r.action)).toEqual(['category.create', 'category.update']);
    expect(rows[1]?.before).toMatchObject({ name_en: mine.name_en, sort_order: 500 });
    expect(rows[1]?.after).toMatchObject({ name_en: 'Renamed', sort_order: 3 });
    const bad = await shared.asAdmin.send(catalogApi.updateCategory, {
      params: { id: mine.id },
      body: { name_uk: '' },
    });
    expect(bad.body.error.fields).toEqual({ name_uk: 'Name is required' });
    for (const id of [randomUUID(), 'not-an-id']) {
      const missing = await shared.asAdmin.send(catalogApi.updateCategory, {
        params: { id },
        body: { name_en: 'X' },
      });
      expect([missing.status, missing.body.error.code]).toEqual([404, 'NOT_FOUND']);
    }
  });
});

describe('categories admin: deleting', () => {
  it('deletes an empty category and records it', async () => {
    const mine = await added();
    const res = await shared.asAdmin.send(catalogApi.deleteCategory, { params: { id: mine.id } });
    expect([res.status, res.body]).toEqual([200, { id: mine.id, moved_ads: 0 }]);
    expect((await adminList()).map((c) => c.id)).not.toContain(mine.id);
    const rows = await auditRowsFor(shared.server.deps.db, mine.id);
    expect(rows.at(-1)).toMatchObject({
      action: 'category.delete',
      before: { slug: mine.slug, ad_count: 0 },
      after: null,
    });
    expect((await shared.asAdmin.send(catalogApi.deleteCategory, { params: { id: mine.id } })).status).toBe(
      404,
    );
  });

  it('refuses while it holds ads, saying how many, and changes nothing', async () => {
    const mine = await added();
    const ads = await adsIn(mine.id, 2);
    const res = await shared.asAdmin.send(catalogApi.deleteCategory, { params: { id: mine.id } });
    expect([res.status, res.body.error.code]).toEqual([409, 'CATEGORY_HAS_ADS']);
    expect(res.body.error.message).toBe(
      'This category still has 2 ads. Move them to another category first.',
    );
    expect(await adIdsIn(shared.server.deps.db, 'category', mine.id)).toEqual(ads);
    expect((await adminList()).find((c) => c.id === mine.id)?.ad_count).toBe(2);
    expect((await auditRowsFor(shared.server.deps.db, mine.id)).map((r) => r.action)).toEqual([
      'category.create',
    ]);
  });

  it('moves its ads to another category and deletes it, in one go', async () => {
    const from = await added();
    const to = await added();
    const ads = await adsIn(from.id, 3);
    const toBefore = await adIdsIn(shared.server.deps.db, 'category', to.id);
    const res = await shared.asAdmin.send(catalogApi.deleteCategory, {
      params: { id: from.id },
      query: { move_to: to.id },
    });
    expect([res.status, res.body]).toEqual([200, { id: from.id, moved_ads: 3 }]);
    expect(await adIdsIn(shared.server.deps.db, 'category', to.id)).toEqual([...toBefore, ...ads].sort());
    expect((await adminList()).map((c) => c.id)).not.toContain(from.id);
    expect((await auditRowsFor(shared.server.deps.db, from.id)).at(-1)).toMatchObject({
      action: 'category.delete',
      before: { ad_count: 3 },
      after: { ads_moved: 3, ads_moved_to: { id: to.id } },
    });
  });

  it('refuses to move the ads to itself (400), to a category that does not exist (404) or to a non-id (400)', async () => {
    const mine = await added();
    const ads = await adsIn(mine.id, 1);
    const self = await shared.asAdmin.send(catalogApi.deleteCategory, {
      params: { id: mine.id },
      query: { move_to: mine.id },
    });
    expect([self.status, self.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
    expect(self.body.error.fields.move_to).toContain('not the one being deleted');
    const unknown = await shared.asAdmin.send(catalogApi.deleteCategory, {
      params: { id: mine.id },
      query: { move_to: randomUUID() },
    });
    expect([unknown.status, unknown.body.error.code]).toEqual([404, 'NOT_FOUND']);
    const junk = await shared.asAdmin.send(catalogApi.deleteCategory, {
      params: { id: mine.id },
      query: { move_to: 'jobs' },
    });
    expect([junk.status, junk.body.error.fields]).toEqual([400, { move_to: 'Choose where to move the ads' }]);
    expect(await adIdsIn(shared.server.deps.db, 'category', mine.id)).toEqual(ads);
    expect((await adminList()).map((c) => c.id)).toContain(mine.id);
  });
});
