import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../server/db/schema/ads';
import * as adminCatalogApi from '../../shared/api/admin-catalog';
import * as adsApi from '../../shared/api/ads';
import * as catalogApi from '../../shared/api/catalog';
import * as searchApi from '../../shared/api/search';
import { categoryBySlug, createAd, createCity, createUser, sessionCookie } from '../support/factories';
import { type GeocoderStandIn, startGeocoderStandIn } from '../support/geocoder-stand-in';
import { callApi } from '../support/http';
import { renderedPage, requireBuild } from '../support/rendered-pages';
import { type ServerProcess, startServerProcess } from '../support/server-process';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

// Two real server processes on one database answer as one would (issue 19): limits are counted in
// the database, every process forgets its kept answers within a second of a change made through
// another (LISTEN/NOTIFY), and background work runs in one process at a time (advisory locks).

const SECRET = 'several-processes-test-secret-long-enough';
let database: TestDatabase;
let geocoder: GeocoderStandIn;
let a: ServerProcess;
let b: ServerProcess;
let admin: string;
let owner: string;
let ad: Awaited<ReturnType<typeof createAd>>;
let waiting: Awaited<ReturnType<typeof createAd>>;
let category: Awaited<ReturnType<typeof categoryBySlug>>;

beforeAll(async () => {
  requireBuild();
  database = await openTestDatabase();
  const { db } = database;
  // Slow answers: both processes start their first geocoding pass while the other's lookup is out.
  geocoder = await startGeocoderStandIn(
    { Khreshchatyk: { lat: 50.45, lng: 30.52 } },
    { answerAfterMs: 4000 },
  );
  const city = await createCity(db);
  category = await categoryBySlug(db, 'real-estate');
  const person = await createUser(db);
  const place = { userId: person.id, cityId: city.id, categoryId: category.id };
  ad = await createAd(db, { ...place, title: 'Vintage bicycle' });
  waiting = await createAd(db, { ...place, address: '22 Khreshchatyk', geocodeStatus: 'pending' });
  admin = await sessionCookie(db, SECRET, (await createUser(db, { role: 'admin' })).id);
  owner = await sessionCookie(db, SECRET, person.id);
  const env = {
    DATABASE_URL: database.url,
    BETTER_AUTH_SECRET: SECRET,
    GEOCODER_URL: geocoder.url,
    GEOCODER_MIN_INTERVAL_MS: '0',
  };
  [a, b] = await Promise.all([startServerProcess(env), startServerProcess(env)]);
}, 180_000);

afterAll(async () => {
  await Promise.all([a?.stop(), b?.stop()]);
  await geocoder?.close();
  await database?.cleanup();
});

/**
 * Asks every 50 ms until `ask` says yes; fails when a question asked `withinMs` after the first is
 * still answered no (however long the answer took to come: this busy machine renders slowly).
 */
async function within(withinMs: number, ask: () => Promise<boolean>): Promise<void> {
  const started = Date.now();
  for (;;) {
    const asked = Date.now();
    if (await ask()) return;
    if (asked - started > withinMs) throw new Error(`not seen within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const timing = (page: { headers: Headers }) =>
  /desc="(\w+)"/.exec(page.headers.get('server-timing') ?? '')?.[1];

describe('two server processes on one database', () => {
  it('count one limit: searches made on either count together, and the 31st is refused on either', async () => {
    const person = await createUser(database.db);
    const cookie = await sessionCookie(database.db, SECRET, person.id);
    const search = (server: ServerProcess, n: number) =>
      callApi(server, searchApi.searchAds, { query: { q: `word${n}` }, cookie });
    for (let n = 1; n <= 30; n += 1) {
      const answer = await search(n % 2 ? a : b, n);
      expect(answer.status).toBe(200);
      expect(answer.body.rate_limit.remaining).toBe(30 - n);
    }
    expect((await search(a, 31)).status).toBe(429);
    const refused = await search(b, 32);
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('SEARCH_RATE_LIMITED');
  });

  it("show an admin's category change made on one on the other within a second: its answers and its kept pages", async () => {
    const path = `/ads/${ad.id}`;
    const categories = async (server: ServerProcess) =>
      (await callApi(server, catalogApi.listCategories, {})).body.items as { id: string; name_en: string }[];
    const nameOn = async (server: ServerProcess) =>
      (await categories(server)).find((c) => c.id === category.id)?.name_en;
    expect(await nameOn(b)).toBe(category.nameEn);
    // B keeps the ad's page for visitors (it keeps pages once it listens, after its first one).
    await within(15_000, async () => timing(await renderedPage(b, path, { cookie: 'lang=en' })) === 'kept');
    expect((await renderedPage(b, path, { cookie: 'lang=en' })).text).toContain(category.nameEn);

    const renamed = 'Homes and flats (renamed)';
    const change = await callApi(a, adminCatalogApi.updateCategory, {
      params: { id: category.id },
      cookie: admin,
      body: { name_en: renamed },
    });
    expect(change.status).toBe(200);
    await within(1000, async () => (await nameOn(b)) === renamed);
    await within(1000, async () =>
      (await renderedPage(b, path, { cookie: 'lang=en' })).text.includes(renamed),
    );
  });

  it("forget a search answer on the other within a second of an owner's edit made on one", async () => {
    const titlesOn = async (server: ServerProcess) =>
      (
        (await callApi(server, searchApi.searchAds, { query: { q: 'bicycle' } })).body.items as {
          title: string;
        }[]
      ).map((x) => x.title);
    expect(await titlesOn(b)).toEqual(['Vintage bicycle']);
    expect(await titlesOn(b)).toEqual(['Vintage bicycle']);
    const edit = await callApi(a, adsApi.updateAd, {
      params: { id: ad.id },
      cookie: owner,
      body: { title: 'Vintage bicycle, red' },
    });
    expect(edit.status).toBe(200);
    // The edited ad waits for review again, out of search. Without hearing the change, B would give
    // its kept answer for SEARCH_CACHE_SECONDS (30).
    expect(await titlesOn(a)).toEqual([]);
    await within(1000, async () => (await titlesOn(b)).length === 0);
  });

  it('look an address up once, though both start a geocoding pass with it waiting', async () => {
    await within(20_000, async () => {
      const [row] = await database.db
        .select({ status: advertisements.geocodeStatus })
        .from(advertisements)
        .where(eq(advertisements.id, waiting.id));
      return row?.status === 'ok';
    });
    // The other process asks again 5 s after finding the pass taken: by then there is nothing left.
    await new Promise((resolve) => setTimeout(resolve, 6000));
    expect(geocoder.callsFor('Khreshchatyk')).toHaveLength(1);
  }, 30_000);
});
