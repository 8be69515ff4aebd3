import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import { apiPath } from '../../../shared/api/operation';
import { categoryBySlug, createAd, createCity, createUser } from '../../support/factories';
import { getJson } from '../../support/http';
import { DAY, expectedOrder, HOUR, listingIds, setupServerWithClock } from '../../support/placement-support';

const shared = setupServerWithClock();

/** 17 ads of a new city: paid, formerly paid and free, some boosted, some created at the same instant. */
async function mixedCity() {
  const { db } = shared.server.deps;
  const city = await createCity(db);
  const owner = await createUser(db);
  const category = await categoryBySlug(db, 'household-items');
  const sameInstant = shared.clock.at(-3 * DAY);
  const ads = [];
  for (let i = 0; i < 17; i++) {
    const paid = i % 4 === 0;
    const lapsed = i % 5 === 1;
    ads.push(
      await createAd(db, {
        userId: owner.id,
        cityId: city.id,
        categoryId: category.id,
        createdAt: i % 3 === 0 ? sameInstant : shared.clock.at(-i * DAY - 1000),
        isPaid: paid || lapsed,
        paidUntil: paid ? shared.clock.at((i + 1) * HOUR) : lapsed ? shared.clock.at(-HOUR) : null,
        boostedAt: i % 6 === 2 ? shared.clock.at(-i * 1000) : null,
      }),
    );
  }
  return { city, ads };
}

describe('cursor pages across the paid and free groups', () => {
  it('walks every ad once, in order, whatever the page size', async () => {
    const { city, ads } = await mixedCity();
    const expected = expectedOrder(ads, shared.clock.now());
    for (const limit of [1, 2, 3, 4, 5, 7, 17, 100]) {
      expect(await listingIds(shared.server, `city=${city.id}`, limit)).toEqual(expected);
    }
  });

  it('keeps the walk of its first page: a paid period ending or a boost mid-walk neither repeats nor skips ads', async () => {
    const { city, ads } = await mixedCity();
    const start = shared.clock.now();
    const expected = expectedOrder(ads, start);
    try {
      const first = await getJson(
        `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id, limit: 3 } })}`,
      );
      const seen: string[] = first.body.items.map((a: { id: string }) => a.id);
      // Every paid period ends before the next page is asked for.
      shared.clock.set(new Date(start.getTime() + 30 * DAY));
      let cursor: string | null = first.body.nextCursor;
      while (cursor) {
        const res = await getJson(
          `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id, limit: 3, cursor } })}`,
        );
        seen.push(...res.body.items.map((a: { id: string }) => a.id));
        cursor = res.body.nextCursor;
      }
      expect(seen).toEqual(expected);
      // A new walk, with the clock moved on, has no paid group at all.
      expect(await listingIds(shared.server, `city=${city.id}`, 4)).toEqual(
        expectedOrder(ads, shared.clock.now()),
      );
    } finally {
      shared.clock.set(start);
    }
  });

  it('re-reads a boosted ad at its new place on the next walk', async () => {
    const { db } = shared.server.deps;
    const { city, ads } = await mixedCity();
    const last = ads.find(
      (ad) => !ad.isPaid && ad.boostedAt === null && ad.createdAt < shared.clock.at(-10 * DAY),
    );
    if (!last) throw new Error('fixture has no old free ad');
    const boostedAt = shared.clock.at(-1);
    await db.update(advertisements).set({ boostedAt }).where(eq(advertisements.id, last.id));
    const moved = ads.map((ad) => (ad.id === last.id ? { ...ad, boostedAt } : ad));
    const walk = await listingIds(shared.server, `city=${city.id}`, 2);
    expect(walk).toEqual(expectedOrder(moved, shared.clock.now()));
    const paidCount = moved.filter(
      (ad) => ad.isPaid && ad.paidUntil && ad.paidUntil > shared.clock.now(),
    ).length;
    expect(walk[paidCount]).toBe(last.id);
  });
});
