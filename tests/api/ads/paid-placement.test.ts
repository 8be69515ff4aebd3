import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import { apiPath } from '../../../shared/api/operation';
import { categoryBySlug, createAd, createCity, createUser } from '../../support/factories';
import { getJson } from '../../support/http';
import {
  DAY,
  expectedOrder,
  HOUR,
  listingIds,
  onlyOf,
  setupServerWithClock,
} from '../../support/placement-support';

// docs/decisions/014: paid first (is_paid and paid_until after the request's now), then listed_at
// (the last boost, else creation), newest first; no job needed for an ad to fall back among free ones.
const shared = setupServerWithClock();

async function place() {
  const { db } = shared.server.deps;
  const city = await createCity(db);
  const owner = await createUser(db);
  return { db, city, owner };
}

describe('paid placement in listings', () => {
  it('puts currently paid ads first on home, city, category and city+category lists', async () => {
    const { db, city, owner } = await place();
    const services = await categoryBySlug(db, 'services');
    const pets = await categoryBySlug(db, 'pets');
    const other = await createCity(db);
    const at = shared.clock.at;
    const make = (cityId: string, categoryId: string, createdAt: Date, paidFor?: number) =>
      createAd(db, {
        userId: owner.id,
        cityId,
        categoryId,
        createdAt,
        isPaid: paidFor !== undefined,
        paidUntil: paidFor === undefined ? null : at(paidFor),
      });
    const ads = [
      await make(city.id, services.id, at(-1 * HOUR)),
      await make(city.id, services.id, at(-30 * DAY), DAY),
      await make(city.id, services.id, at(-3 * DAY), -HOUR), // its paid period is over
      await make(city.id, pets.id, at(-2 * HOUR)),
      await make(city.id, pets.id, at(-40 * DAY), 7 * DAY),
      await make(other.id, services.id, at(-50 * DAY), 2 * DAY),
      await make(other.id, pets.id, at(-5 * HOUR)),
    ];
    const now = shared.clock.now();
    const within = (test: (ad: (typeof ads)[number]) => boolean) => expectedOrder(ads.filter(test), now);

    expect(await listingIds(shared.server, `city=${city.id}`)).toEqual(within((ad) => ad.cityId === city.id));
    expect(await listingIds(shared.server, `city=${city.slug}&category=services`)).toEqual(
      within((ad) => ad.cityId === city.id && ad.categoryId === services.id),
    );
    // Category and home lists span every test's ads: what matters is the order of ours among them.
    expect(onlyOf(await listingIds(shared.server, `category=${pets.id}`), ads)).toEqual(
      within((ad) => ad.categoryId === pets.id),
    );
    expect(onlyOf(await listingIds(shared.server, ''), ads)).toEqual(within(() => true));
    const first = await getJson(
      `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id } })}`,
    );
    expect(first.body.items.map((a: { is_paid: boolean }) => a.is_paid)).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
  });

  it('drops an ad back among free ones by itself once its paid period passes', async () => {
    const { db, city, owner } = await place();
    const base = { userId: owner.id, cityId: city.id, categoryId: (await categoryBySlug(db, 'jobs')).id };
    const start = shared.clock.now();
    const paid = await createAd(db, {
      ...base,
      createdAt: shared.clock.at(-10 * DAY),
      isPaid: true,
      paidUntil: shared.clock.at(2 * HOUR),
    });
    const newer = await createAd(db, { ...base, createdAt: shared.clock.at(-DAY) });
    const older = await createAd(db, { ...base, createdAt: shared.clock.at(-20 * DAY) });
    try {
      const before = await getJson(
        `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id } })}`,
      );
      expect(before.body.items.map((a: { id: string }) => a.id)).toEqual([paid.id, newer.id, older.id]);
      expect(before.body.items[0].is_paid).toBe(true);

      shared.clock.set(new Date(start.getTime() + 3 * HOUR));
      const after = await getJson(
        `${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id } })}`,
      );
      expect(after.body.items.map((a: { id: string }) => a.id)).toEqual([newer.id, paid.id, older.id]);
      expect(after.body.items.map((a: { is_paid: boolean }) => a.is_paid)).toEqual([false, false, false]);
      const detail = await getJson(
        `${shared.server.url}${apiPath(adsApi.getAd, { params: { id: paid.id } })}`,
      );
      expect(detail.body).toMatchObject({ is_paid: false, paid_until: paid.paidUntil?.toISOString() });
      // Nothing was written: the row still says is_paid, only time moved on.
      const [row] = await db.select().from(advertisements).where(eq(advertisements.id, paid.id));
      expect(row?.isPaid).toBe(true);
    } finally {
      shared.clock.set(start);
    }
  });

  it('moves a boosted ad to the top of its group, keeping its creation date and paid period', async () => {
    const { db, city, owner } = await place();
    const base = { userId: owner.id, cityId: city.id, categoryId: (await categoryBySlug(db, 'fashion')).id };
    const paidUntil = shared.clock.at(5 * DAY);
    const paidOld = await createAd(db, {
      ...base,
      createdAt: shared.clock.at(-10 * DAY),
      isPaid: true,
      paidUntil,
    });
    const paidNew = await createAd(db, {
      ...base,
      createdAt: shared.clock.at(-DAY),
      isPaid: true,
      paidUntil,
    });
    const freeOld = await createAd(db, { ...base, createdAt: shared.clock.at(-9 * DAY) });
    const freeNew = await createAd(db, { ...base, createdAt: shared.clock.at(-2 * DAY) });
    const list = async () =>
      (await getJson(`${shared.server.url}${apiPath(adsApi.listAds, { query: { city: city.id } })}`)).body
        .items as {
        id: string;
        created_at: string;
        paid_until: string | null;
        is_paid: boolean;
      }[];
    expect((await list()).map((a) => a.id)).toEqual([paidNew.id, paidOld.id, freeNew.id, freeOld.id]);

    for (const ad of [paidOld, freeOld]) {
      await db
        .update(advertisements)
        .set({ boostedAt: shared.clock.at(-HOUR) })
        .where(eq(advertisements.id, ad.id));
    }
    const boosted = await list();
    expect(boosted.map((a) => a.id)).toEqual([paidOld.id, paidNew.id, freeOld.id, freeNew.id]);
    const shown = boosted.find((a) => a.id === paidOld.id);
    expect(shown).toMatchObject({
      created_at: paidOld.createdAt.toISOString(),
      paid_until: paidUntil.toISOString(),
      is_paid: true,
    });
    expect(boosted.find((a) => a.id === freeOld.id)).toMatchObject({
      created_at: freeOld.createdAt.toISOString(),
      paid_until: null,
      is_paid: false,
    });
    // A boost does not make an ad paid: a boosted free ad stays below every paid one.
    await db
      .update(advertisements)
      .set({ boostedAt: shared.clock.at(-1000) })
      .where(eq(advertisements.id, freeNew.id));
    expect((await list()).map((a) => a.id)).toEqual([paidOld.id, paidNew.id, freeNew.id, freeOld.id]);
  });
});
