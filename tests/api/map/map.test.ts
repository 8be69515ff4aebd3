import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adImages, advertisements } from '../../../server/db/schema/ads';
import { profiles } from '../../../server/db/schema/profiles';
import * as mapApi from '../../../shared/api/map';
import { API_DOCUMENT, apiPath } from '../../../shared/api/operation';
import * as siteApi from '../../../shared/api/site';
import { MAP_MARKER_LIMIT } from '../../../shared/schemas/map';
import { categoryBySlug, createAd, createCity, createUser, sessionCookie } from '../../support/factories';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// GET /api/v1/map: published ads with coordinates, filtered by city and categories.

let server: TestServer;
const day = 86_400_000;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const map = (query: string, lang = 'en') =>
  getJson(`${server.url}${apiPath(mapApi.listMapAds)}?${query}`, { headers: { 'accept-language': lang } });
const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((item) => item.id).sort();

/** An owner and a fresh city; ads placed near Tampa unless told otherwise. */
async function place() {
  const { db } = server.deps;
  const city = await createCity(db);
  const owner = await createUser(db);
  const jobs = await categoryBySlug(db, 'jobs');
  const pets = await categoryBySlug(db, 'pets');
  const located = (fields: Partial<typeof advertisements.$inferInsert> = {}) =>
    createAd(db, {
      userId: owner.id,
      cityId: city.id,
      categoryId: jobs.id,
      latitude: 27.95,
      longitude: -82.46,
      geocodeStatus: 'ok',
      geocodedAddress: '1 Main St',
      ...fields,
    });
  return { city, owner, jobs, pets, located };
}

describe('GET /map', () => {
  it('gives each located ad its point, price, category, city, photo and paid flag, and no contact field', async () => {
    const { city, jobs, located } = await place();
    const paid = await located({
      title: 'Barista wanted',
      price: 18.5,
      latitude: 27.9446,
      longitude: -82.4857,
      isPaid: true,
      paidUntil: new Date(Date.now() + 3 * day),
    });
    await server.deps.db
      .update(adImages)
      .set({ storagePath: '/media/ad-images/ads/x/photo-full.webp' })
      .where(eq(adImages.adId, paid.id));
    const plain = await located({ price: null });

    const res = await map(`city=${city.slug}`);
    expect(res.status).toBe(200);
    expect(res.body.capped).toBe(false);
    const byId = new Map(res.body.items.map((item: { id: string }) => [item.id, item]));
    expect(byId.get(paid.id)).toEqual({
      id: paid.id,
      title: 'Barista wanted',
      // A visitor gets the point to about 100 m: the address is a contact detail.
      latitude: 27.945,
      longitude: -82.486,
      price: 18.5,
      currency: 'USD',
      category: {
        id: jobs.id,
        slug: 'jobs',
        name_en: jobs.nameEn,
        name_uk: jobs.nameUk,
        sort_order: jobs.sortOrder,
        is_community: false,
      },
      city: { id: city.id, slug: city.slug, name: city.name, name_uk: null, time_zone: city.timeZone },
      image: '/media/ad-images/ads/x/photo-thumb.webp',
      is_paid: true,
    });
    // The placeholder picture is no photo.
    expect(byId.get(plain.id)).toMatchObject({ price: null, image: null, is_paid: false });
    expect(res.text).not.toMatch(/seller@example\.com|555-0100|Main St|seller_tg/);

    const reader = await createUser(server.deps.db);
    const cookie = await sessionCookie(server.deps.db, server.secret, reader.id);
    const signedIn = await getJson(`${server.url}${apiPath(mapApi.listMapAds)}?city=${city.slug}`, {
      headers: { cookie },
    });
    const exact = signedIn.body.items.find((item: { id: string }) => item.id === paid.id);
    expect(exact).toMatchObject({ latitude: 27.9446, longitude: -82.4857 });
  });

  it('shows only published ads that have coordinates, newest first', async () => {
    const { db } = server.deps;
    const { city, located } = await place();
    const older = await located({ createdAt: new Date(Date.now() - 2 * day) });
    const newer = await located();
    await located({ status: 'pending' });
    await located({ status: 'rejected' });
    await located({ latitude: null, longitude: null, geocodeStatus: 'failed' });
    await located({ latitude: null, longitude: null, geocodeStatus: 'pending' });
    const hiddenOwner = await createUser(db);
    await located({ userId: hiddenOwner.id });
    await db.update(profiles).set({ disabled: true }).where(eq(profiles.id, hiddenOwner.id));

    const res = await map(`city=${city.id}`);
    expect(res.body.items.map((item: { id: string }) => item.id)).toEqual([newer.id, older.id]);
  });

  it('filters by city (id, slug or name) and by categories (slugs or ids, comma-separated)', async () => {
    const here = await place();
    const there = await place();
    const job = await here.located();
    const pet = await here.located({ categoryId: here.pets.id });
    const elsewhere = await there.located({ categoryId: there.pets.id });

    for (const city of [here.city.id, here.city.slug, encodeURIComponent(here.city.name.toUpperCase())]) {
      expect(ids(await map(`city=${city}`)), city).toEqual([job.id, pet.id].sort());
    }
    expect(ids(await map(`city=${here.city.slug}&category=pets`))).toEqual([pet.id]);
    expect(ids(await map(`city=${here.city.slug}&category=jobs,pets`))).toEqual([job.id, pet.id].sort());
    expect(ids(await map(`city=${here.city.slug}&category=${here.jobs.id}`))).toEqual([job.id]);
    // Without a city: every city, still filtered by category.
    const everywhere = ids(await map('category=pets'));
    expect(everywhere).toEqual(expect.arrayContaining([pet.id, elsewhere.id]));
    expect(everywhere).not.toContain(job.id);
  });

  it('answers 404 for an unknown city or category and a localised 400 for a malformed query', async () => {
    const { city } = await place();
    for (const query of ['city=atlantis', `city=${city.slug}&category=jobs,dragons`]) {
      const res = await map(query);
      expect(res.status, query).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const tooMany = Array.from({ length: 51 }, (_, i) => `c${i}`).join(',');
    for (const query of [`city=${'x'.repeat(201)}`, `category=${tooMany}`, `category=${'y'.repeat(2001)}`]) {
      const en = await map(query);
      expect(en.status, query).toBe(400);
      expect(en.body.error.code).toBe('VALIDATION_FAILED');
      const uk = await map(query, 'uk');
      expect(uk.status).toBe(400);
      expect(uk.body.error.message).not.toBe(en.body.error.message);
    }
  });

  it(`returns at most ${MAP_MARKER_LIMIT} markers, the newest, and says so`, async () => {
    const { db } = server.deps;
    const { city, owner, jobs } = await place();
    const now = Date.now();
    const rows = Array.from({ length: MAP_MARKER_LIMIT + 1 }, (_, i) => ({
      id: randomUUID(),
      title: `Marker ${i}`,
      userId: owner.id,
      cityId: city.id,
      categoryId: jobs.id,
      status: 'approved' as const,
      latitude: 27 + i / 10_000,
      longitude: -82,
      geocodeStatus: 'ok' as const,
      createdAt: new Date(now - i * 1000),
    }));
    for (let i = 0; i < rows.length; i += 500) await db.insert(advertisements).values(rows.slice(i, i + 500));

    const res = await map(`city=${city.slug}`);
    expect(res.body.capped).toBe(true);
    expect(res.body.items).toHaveLength(MAP_MARKER_LIMIT);
    expect(res.body.items[0].id).toBe(rows[0]?.id);
    expect(res.body.items.map((item: { id: string }) => item.id)).not.toContain(rows.at(-1)?.id);
  });

  it('site-config names the tile server and attribution, and the pages allow loading its tiles', async () => {
    const config = (await getJson(`${server.url}${apiPath(siteApi.getSiteConfig)}`)).body;
    expect(config.map).toEqual({
      tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      attribution: expect.stringContaining('OpenStreetMap'),
    });
    const csp = (await fetch(`${server.url}/map`)).headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/img-src [^;]*https:\/\/tile\.openstreetmap\.org/);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await getJson(`${server.url}${API_DOCUMENT.openapi}`)).body;
    const operation = doc.paths['/v1/map'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['category', 'city']);
    expect(operation.responses['200'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/MapAds',
    );
  });
});
