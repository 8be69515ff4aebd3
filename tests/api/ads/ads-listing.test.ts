import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../../server/db/schema/catalog';
import * as adsApi from '../../../shared/api/ads';
import { API_PREFIX, apiPath } from '../../../shared/api/operation';
import { slugify } from '../../../shared/slug';
import { categoryBySlug, createAd, createCity, createUser } from '../../support/factories';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
const day = 86_400_000;
const ago = (days: number) => new Date(Date.now() - days * day);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function listAll(query: string, limit: number) {
  const ids: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const q: string = `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await getJson(`${server.url}${apiPath(adsApi.listAds)}?${q}`);
    expect(res.status).toBe(200);
    ids.push(...res.body.items.map((a: { id: string }) => a.id));
    cursor = res.body.nextCursor;
    if (!cursor) return ids;
  }
  throw new Error('pagination did not end');
}

describe(`${adsApi.listAds.method.toUpperCase()} ${API_PREFIX}${adsApi.listAds.path}`, () => {
  it('lists only approved ads, currently paid first, then newest', async () => {
    const { db } = server.deps;
    const city = await createCity(db);
    const category = await categoryBySlug(db, 'electronics');
    const owner = await createUser(db);
    const base = { userId: owner.id, cityId: city.id, categoryId: category.id };
    const newest = await createAd(db, { ...base, createdAt: ago(1) });
    const older = await createAd(db, { ...base, createdAt: ago(5) });
    const paidOld = await createAd(db, {
      ...base,
      createdAt: ago(30),
      isPaid: true,
      paidUntil: new Date(Date.now() + day),
    });
    const paidNewer = await createAd(db, {
      ...base,
      createdAt: ago(20),
      isPaid: true,
      paidUntil: new Date(Date.now() + day),
    });
    const expired = await createAd(db, { ...base, createdAt: ago(3), isPaid: true, paidUntil: ago(1) });
    const paidNoDate = await createAd(db, { ...base, createdAt: ago(4), isPaid: true, paidUntil: null });
    await createAd(db, { ...base, status: 'pending', createdAt: ago(0) });
    await createAd(db, { ...base, status: 'rejected', createdAt: ago(0) });

    const res = await getJson(`${server.url}${apiPath(adsApi.listAds, { query: { city: city.id } })}`);
    expect(res.status).toBe(200);
    expect(res.body.items.map((a: { id: string }) => a.id)).toEqual([
      paidNewer.id,
      paidOld.id,
      newest.id,
      expired.id,
      paidNoDate.id,
      older.id,
    ]);
    expect(res.body.items.map((a: { is_paid: boolean }) => a.is_paid)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    expect(res.body.nextCursor).toBeNull();
  });

  it('filters by city and category, each by id, slug, or name in either language', async () => {
    const { db } = server.deps;
    const created = await createCity(db, `Nova Kakhovka ${Date.now()}`);
    const [city = created] = await db
      .update(cities)
      .set({ nameUk: `Нова Каховка ${created.name.split(' ').at(-1)}` })
      .where(eq(cities.id, created.id))
      .returning();
    const other = await createCity(db);
    const pets = await categoryBySlug(db, 'pets');
    const jobs = await categoryBySlug(db, 'jobs');
    const owner = await createUser(db);
    const pet = await createAd(db, { userId: owner.id, cityId: city.id, categoryId: pets.id });
    const job = await createAd(db, { userId: owner.id, cityId: city.id, categoryId: jobs.id });
    await createAd(db, { userId: owner.id, cityId: other.id, categoryId: pets.id });

    for (const name of [city.id, city.name, city.name.toUpperCase(), slugify(city.name), city.nameUk ?? '']) {
      const res = await getJson(`${server.url}${apiPath(adsApi.listAds, { query: { city: name } })}`);
      expect(res.body.items.map((a: { id: string }) => a.id)).toEqual([job.id, pet.id]);
    }
    for (const category of [pets.id, 'pets', 'Pets', 'Тварини', 'ТВАРИНИ']) {
      const res = await getJson(
        `${server.url}${apiPath(adsApi.listAds, { query: { city: city.id, category } })}`,
      );
      expect(res.body.items.map((a: { id: string }) => a.id)).toEqual([pet.id]);
      expect(res.body.items[0].category).toMatchObject({ slug: 'pets', name_uk: 'Тварини' });
      expect(res.body.items[0].city).toMatchObject({ id: city.id, name: city.name });
    }
  });

  it('walks every ad exactly once with the cursor, paid ones first, whatever the page size', async () => {
    const { db } = server.deps;
    const city = await createCity(db);
    const category = await categoryBySlug(db, 'services');
    const owner = await createUser(db);
    const sameInstant = ago(2);
    for (let i = 0; i < 23; i++) {
      const paid = i % 7 === 0;
      await createAd(db, {
        userId: owner.id,
        cityId: city.id,
        categoryId: category.id,
        // Ties on created_at must not lose or repeat ads: the id breaks them.
        createdAt: i % 3 === 0 ? sameInstant : ago(i),
        isPaid: paid,
        paidUntil: paid ? new Date(Date.now() + day) : null,
      });
    }
    const all = await listAll(`city=${city.id}`, 100);
    expect(all).toHaveLength(23);
    for (const limit of [1, 4, 7, 22, 23, 24]) {
      expect(await listAll(`city=${city.id}`, limit)).toEqual(all);
    }
  });

  it('answers bad queries with a localised 4xx error and never a 500', async () => {
    const cases: [string, number, string][] = [
      ['cursor=not-a-cursor', 400, 'INVALID_CURSOR'],
      [`cursor=${Buffer.from('{"t":"x","p":0}').toString('base64url')}`, 400, 'INVALID_CURSOR'],
      [
        `cursor=${Buffer.from(JSON.stringify({ t: new Date().toISOString(), p: 0, c: "1'; drop table x", i: crypto.randomUUID() })).toString('base64url')}`,
        400,
        'INVALID_CURSOR',
      ],
      ['limit=abc', 400, 'VALIDATION_FAILED'],
      ['limit=0', 400, 'VALIDATION_FAILED'],
      ['limit=101', 400, 'VALIDATION_FAILED'],
      ['city=Atlantis', 404, 'NOT_FOUND'],
      ['category=unicorns', 404, 'NOT_FOUND'],
    ];
    for (const [query, status, code] of cases) {
      const res = await getJson(`${server.url}${apiPath(adsApi.listAds)}?${query}`, {
        headers: { 'accept-language': 'uk' },
      });
      expect({ query, status: res.status, code: res.body.error.code }).toEqual({ query, status, code });
    }
    const uk = await getJson(`${server.url}${apiPath(adsApi.listAds, { query: { city: 'Atlantis' } })}`, {
      headers: { 'accept-language': 'uk-UA' },
    });
    expect(uk.body.error.message).toBe('Не знайдено');
    const en = await getJson(
      `${server.url}${apiPath(adsApi.listAds, { query: { city: 'Atlantis', lang: 'en' } })}`,
    );
    expect(en.body.error.message).toBe('Not found');
  });
});
