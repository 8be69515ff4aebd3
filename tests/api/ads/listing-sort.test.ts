import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { profiles } from '../../../server/db/schema/profiles';
import { EXACT_COUNT_LIMIT } from '../../../server/services/paging/total-count';
import * as adsApi from '../../../shared/api/ads';
import { apiPath } from '../../../shared/api/operation';
import { LISTING_SORTS } from '../../../shared/schemas/ads';
import { categoryBySlug, createAd, createCity, createUser } from '../../support/factories';
import { getJson } from '../../support/http';
import { DAY, HOUR, listingIds, setupServerWithClock } from '../../support/placement-support';
import { distinct, expectedListing } from '../../support/sort-support';

// GET /ads?sort=: every order keeps paid ads first, pages by cursor without repeats or gaps, and the
// answer says how many ads the listing holds (docs/decisions/011).
const shared = setupServerWithClock({ SEARCH_CACHE_SECONDS: '0' });

/** 14 ads of a new city in one category (and 3 in another): paid, lapsed and free, equal and missing prices, a boost. */
async function pricedCity() {
  const { db } = shared.server.deps;
  const city = await createCity(db);
  const owner = await createUser(db);
  const services = await categoryBySlug(db, 'services');
  const pets = await categoryBySlug(db, 'pets');
  const prices = [250, null, 40, 40, 1200, 0, null, 99.5, 40, 310, null, 18, 75, 600];
  const ads = [];
  for (const [i, price] of prices.entries()) {
    const paid = i % 5 === 0;
    const lapsed = i % 4 === 3;
    ads.push(
      await createAd(db, {
        userId: owner.id,
        cityId: city.id,
        categoryId: services.id,
        price,
        createdAt: shared.clock.at(-(i + 1) * DAY),
        isPaid: paid || lapsed,
        paidUntil: paid ? shared.clock.at(DAY) : lapsed ? shared.clock.at(-HOUR) : null,
        boostedAt: i === 9 ? shared.clock.at(-HOUR) : null,
      }),
    );
  }
  const others = [];
  for (const price of [5, null, 5000])
    others.push(
      await createAd(db, {
        userId: owner.id,
        cityId: city.id,
        categoryId: pets.id,
        price,
        isPaid: price === 5000,
        paidUntil: shared.clock.at(DAY),
      }),
    );
  // Not listed: waiting for moderation, or from a disabled person.
  await createAd(db, {
    userId: owner.id,
    cityId: city.id,
    categoryId: services.id,
    price: 1,
    status: 'pending',
  });
  const disabled = await createUser(db);
  await db.update(profiles).set({ disabled: true }).where(eq(profiles.id, disabled.id));
  await createAd(db, { userId: disabled.id, cityId: city.id, categoryId: services.id, price: 2 });
  return { city, ads, others, all: [...ads, ...others] };
}

describe('GET /ads?sort=', () => {
  it('orders a city by each sort, paid first, and walks every page once whatever the page size', async () => {
    const { city, all } = await pricedCity();
    for (const sort of LISTING_SORTS) {
      const expected = expectedListing(all, shared.clock.now(), sort);
      for (const limit of [1, 3, 100]) {
        const walked = await listingIds(shared.server, `city=${city.id}&sort=${sort}`, limit);
        expect(distinct(walked), `${sort} ${limit}`).toBe(true);
        expect(walked, `${sort} ${limit}`).toEqual(expected);
      }
    }
    // The orders really differ: paid first, then cheapest / dearest, unpriced last in both.
    const asc = await getJson(
      `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id, sort: 'price_asc', limit: 100 } })}`,
    );
    const prices = asc.body.items.map((a: { price: number | null; is_paid: boolean }) => [
      a.is_paid,
      a.price,
    ]);
    expect(prices).toEqual([
      [true, 0],
      [true, 250],
      [true, 5000],
      [true, null],
      [false, 5],
      [false, 18],
      [false, 40],
      [false, 40],
      [false, 40],
      [false, 75],
      [false, 99.5],
      [false, 310],
      [false, 600],
      [false, 1200],
      [false, null],
      [false, null],
      [false, null],
    ]);
  });

  it('orders a category page in a city the same way', async () => {
    const { city, ads } = await pricedCity();
    for (const sort of LISTING_SORTS) {
      const walked = await listingIds(shared.server, `city=${city.id}&category=services&sort=${sort}`, 4);
      expect(walked, sort).toEqual(expectedListing(ads, shared.clock.now(), sort));
    }
  });

  it('keeps the order of its first page: a cursor of another order, or hand-made, is refused', async () => {
    const { city } = await pricedCity();
    const first = await getJson(
      `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id, sort: 'price_desc', limit: 2 } })}`,
    );
    const cursor = encodeURIComponent(first.body.nextCursor);
    const mixed = await getJson(
      `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id, sort: 'price_asc', cursor } })}`,
    );
    expect(mixed.status).toBe(400);
    expect(mixed.body.error.code).toBe('INVALID_CURSOR');
    // A price order keys on a price: a date where a price belongs is not a position.
    const forged = Buffer.from(
      JSON.stringify({
        t: new Date().toISOString(),
        s: 'price_asc',
        p: 0,
        c: '2026-01-01 00:00:00+00',
        i: crypto.randomUUID(),
      }),
    ).toString('base64url');
    const res = await getJson(
      `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id, sort: 'price_asc', cursor: forged } })}`,
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('INVALID_CURSOR');
  });

  it('refuses an unknown sort with a localised 400 naming the field', async () => {
    for (const [lang, message] of [
      ['en', 'Sort by one of: newest, price low to high, price high to low'],
      ['uk', 'Сортування: спершу нові, від дешевших до дорожчих або від дорожчих до дешевших'],
    ] as const) {
      for (const sort of ['cheapest', 'relevant', '']) {
        const res = await getJson(`${shared.server.url}${apiPath(adsApi.listAds)}?sort=${sort}`, {
          headers: { 'accept-language': lang },
        });
        expect(res.status, sort).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(res.body.error.fields).toEqual({ sort: message });
      }
    }
  });
});

describe('the total', () => {
  it('counts the listed ads exactly, paid or not, on every page and in every order', async () => {
    const { city, ads, others } = await pricedCity();
    for (const sort of LISTING_SORTS) {
      const first = await getJson(
        `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id, sort, limit: 2 } })}`,
      );
      expect(first.body.total).toEqual({ count: 17, exact: true });
      const next = await getJson(
        `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id, sort, limit: 2, cursor: first.body.nextCursor } })}`,
      );
      expect(next.body.total).toEqual({ count: 17, exact: true });
    }
    const category = await getJson(
      `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id, category: 'pets' } })}`,
    );
    expect(category.body.total).toEqual({ count: others.length, exact: true });
    expect(ads.length + others.length).toBe(17);
    const empty = await getJson(
      `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: (await createCity(shared.server.deps.db)).id } })}`,
    );
    expect(empty.body).toMatchObject({ items: [], nextCursor: null, total: { count: 0, exact: true } });
  });

  it(`says "about" above ${EXACT_COUNT_LIMIT}: an estimate, rounded to two digits`, async () => {
    const { db } = shared.server.deps;
    const city = await createCity(db);
    const owner = await createUser(db);
    const jobs = await categoryBySlug(db, 'jobs');
    const many = EXACT_COUNT_LIMIT + 1;
    await db.insert(advertisements).values(
      Array.from({ length: many }, (_, i) => ({
        title: `Bulk ${i}`,
        userId: owner.id,
        cityId: city.id,
        categoryId: jobs.id,
        status: 'approved' as const,
      })),
    );
    const res = await getJson(`${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id } })}`);
    expect(res.body.total.exact).toBe(false);
    expect(res.body.total.count).toBeGreaterThanOrEqual(EXACT_COUNT_LIMIT);
    expect(String(res.body.total.count)).toMatch(/^\d{1,2}0*$/);
  });
});
