import type { Db } from '../../server/db/client';
import { categoryBySlug, createAd, createCity, createUser } from './factories';

export const HOUR_MS = 3_600_000;

/** A moment this many hours from now (negative: in the past). */
export const fromNow = (hours: number) => new Date(Date.now() + hours * HOUR_MS);

type AdFields = Partial<Parameters<typeof createAd>[1]>;

/** A city of its own (so a test sees only its events) with an owner, and a maker of approved event ads in it. */
export async function eventsCity(db: Db, cityName?: string) {
  const city = await createCity(db, cityName);
  const category = await categoryBySlug(db, 'services');
  const owner = await createUser(db);
  const event = (start: Date, end: Date | null, extra: AdFields = {}) =>
    createAd(db, {
      userId: owner.id,
      cityId: city.id,
      categoryId: category.id,
      isEvent: true,
      eventDate: start,
      eventEndDate: end,
      ...extra,
    });
  return { city, category, owner, event };
}
