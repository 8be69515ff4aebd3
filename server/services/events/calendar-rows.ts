import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { ReferenceData } from '../../core/reference-data';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { isAdId } from '../ads/ad-id';
import { type AdRow, publiclyVisible, selectAds } from '../ads/ad-query';
import type { CityRow } from '../catalog/list-cities';
import { resolveFilters } from '../catalog/resolve-filters';
import { eventsOrder } from './list-events';

/** A feed holds at most this many events (the soonest); calendar apps choke on huge files. */
export const FEED_MAX_EVENTS = 500;

/** A publicly visible event ad; 404 for anything else (pending, hidden, not an event, no such id). */
export async function publicEvent(db: Db, id: string): Promise<AdRow> {
  if (!isAdId(id)) throw notFound();
  const [row] = await selectAds(db).where(
    and(eq(ads.id, id), publiclyVisible, sql`${ads.isEvent}`, isNotNull(ads.eventDate)),
  );
  if (!row) throw notFound();
  return row;
}

/** The upcoming events of a feed, soonest first. */
export function feedEvents({ db, clock }: Deps, cityId?: string) {
  const { where, order } = eventsOrder({ when: 'upcoming', cityId, now: clock().toISOString() });
  return selectAds(db)
    .where(where)
    .orderBy(...order)
    .limit(FEED_MAX_EVENTS);
}

/** The city a feed is for (id, name or slug; 404 when unknown), or undefined for all cities. */
export async function feedCity(
  catalog: ReferenceData,
  value: string | undefined,
): Promise<CityRow | undefined> {
  const { cityId } = await resolveFilters(catalog, { city: value });
  return cityId ? (await catalog.cities()).find((city) => city.id === cityId) : undefined;
}
