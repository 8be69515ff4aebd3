import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { controlClock, DAY, HOUR } from '../../support/placement-support';
import { setupSearchTestServer, uniqueWord } from '../../support/search-support';

// Search orders like the listings (docs/decisions/011, 014): paid at the request's now first, then
// relevance, then newest listed; a boost counts as new, a lapsed paid period does not count.
const { server, f } = setupSearchTestServer({ SEARCH_CACHE_SECONDS: '0' });
let clock: ReturnType<typeof controlClock>;
beforeAll(() => {
  clock = controlClock(server());
});

describe('paid placement in search', () => {
  it('finds currently paid matches first, with the badge flag, and drops them back when their time is up', async () => {
    const word = uniqueWord();
    const city = (await f.city()).id;
    const start = clock.now();
    const newest = await f.ad(city, { title: `${word} newest`, createdAt: clock.at(-HOUR) });
    const paid = await f.ad(city, {
      title: `${word} paid`,
      createdAt: clock.at(-30 * DAY),
      isPaid: true,
      paidUntil: clock.at(2 * HOUR),
    });
    const lapsed = await f.ad(city, {
      title: `${word} lapsed`,
      createdAt: clock.at(-2 * HOUR),
      isPaid: true,
      paidUntil: clock.at(-1),
    });
    try {
      const res = await f.search({ q: word, city });
      expect(res.body.items.map((a: { id: string }) => a.id)).toEqual([paid.id, newest.id, lapsed.id]);
      expect(res.body.items.map((a: { is_paid: boolean }) => a.is_paid)).toEqual([true, false, false]);

      clock.set(new Date(start.getTime() + 3 * HOUR));
      const later = await f.search({ q: word, city });
      expect(later.body.items.map((a: { id: string }) => a.id)).toEqual([newest.id, lapsed.id, paid.id]);
      expect(later.body.items.every((a: { is_paid: boolean }) => !a.is_paid)).toBe(true);
    } finally {
      clock.set(start);
    }
  });

  it('ranks a boosted match as newly listed within its group', async () => {
    const word = uniqueWord();
    const city = (await f.city()).id;
    const paidUntil = clock.at(DAY);
    const paidOld = await f.ad(city, {
      title: `${word} a`,
      createdAt: clock.at(-9 * DAY),
      isPaid: true,
      paidUntil,
    });
    const paidNew = await f.ad(city, {
      title: `${word} b`,
      createdAt: clock.at(-DAY),
      isPaid: true,
      paidUntil,
    });
    const freeOld = await f.ad(city, { title: `${word} c`, createdAt: clock.at(-8 * DAY) });
    const freeNew = await f.ad(city, { title: `${word} d`, createdAt: clock.at(-2 * DAY) });
    expect(await f.ids({ q: word, city })).toEqual([paidNew.id, paidOld.id, freeNew.id, freeOld.id]);
    for (const ad of [paidOld, freeOld]) {
      await f.db
        .update(advertisements)
        .set({ boostedAt: clock.at(-HOUR) })
        .where(eq(advertisements.id, ad.id));
    }
    expect(await f.ids({ q: word, city })).toEqual([paidOld.id, paidNew.id, freeOld.id, freeNew.id]);
  });
});
