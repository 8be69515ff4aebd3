import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listingWalkSql, type WalkParams } from '../../server/services/ads/list-ads';
import { indexPlanOf } from '../support/query-plan';
import { openTestDatabase } from '../support/test-database';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.cleanup());

/** The plan of the exact listing SQL, with sequential scans priced out so only index choices remain. */
const planOf = (params: Omit<WalkParams, 'now' | 'take'>) =>
  indexPlanOf(
    database.db,
    listingWalkSql(database.db, { ...params, now: new Date().toISOString(), take: 25 }),
  );

// On a small table the planner may pick any of the listing indexes; what must hold is that the order
// comes from an index, never from sorting the matches. docs/bench.md shows the plans at 1M ads.
// Every listing index is keyed on listed_at (the last boost, else creation: docs/decisions/014).
describe('listing query plans', () => {
  const city = randomUUID();
  const category = randomUUID();
  const after = { c: '2026-01-01 00:00:00.123456+00', i: randomUUID() };
  const price = { c: '120.5', i: randomUUID() };
  const cases: [string, Omit<WalkParams, 'now' | 'take'>][] = [
    ['all, rest', { walk: 'rest' }],
    ['city, rest', { walk: 'rest', cityId: city }],
    ['category, rest', { walk: 'rest', categoryId: category }],
    ['city+category, rest', { walk: 'rest', cityId: city, categoryId: category }],
    ['paid', { walk: 'paid' }],
    ['paid in a city', { walk: 'paid', cityId: city }],
    ['a later page', { walk: 'rest', cityId: city, after }],
    ['a later page of a category in a city', { walk: 'rest', cityId: city, categoryId: category, after }],
    ['a later page of paid ads', { walk: 'paid', after }],
    // Price orders (docs/decisions/011): priced ads on the price indexes, either direction.
    ['all, cheapest first', { walk: 'rest', order: 'price_asc' }],
    ['city, dearest first', { walk: 'rest', order: 'price_desc', cityId: city }],
    ['category, cheapest first', { walk: 'rest', order: 'price_asc', categoryId: category }],
    [
      'a later page of a category in a city, dearest first',
      { walk: 'rest', order: 'price_desc', cityId: city, categoryId: category, after: price },
    ],
    ['paid in a city, cheapest first', { walk: 'paid', order: 'price_asc', cityId: city }],
    ['a later page of paid ads, dearest first', { walk: 'paid', order: 'price_desc', after: price }],
    ['ads without a price in a city', { walk: 'rest', order: 'price_asc', unpriced: true, cityId: city }],
  ];
  for (const [name, params] of cases) {
    it(`reads ${name} in index order, with no sort`, async () => {
      const plan = await planOf(params);
      expect(plan).toMatch(/Index Scan (Backward )?using ads_approved_\w+ on advertisements/);
      expect(plan).not.toMatch(/\bSort\b/);
      expect(plan).not.toMatch(/Seq Scan on advertisements/);
    });
  }

  it('orders by listed_at, the key of the listing indexes', () => {
    const query = listingWalkSql(database.db, {
      walk: 'rest',
      now: new Date().toISOString(),
      take: 25,
      after,
    });
    expect(query.sql).toMatch(/order by "advertisements"\."listed_at" desc, "advertisements"\."id" desc/);
    expect(query.sql).toMatch(/\("advertisements"\."listed_at", "advertisements"\."id"\) </);
  });
});
