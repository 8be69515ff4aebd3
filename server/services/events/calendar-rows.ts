import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { isAdId } from '../ads/ad-id';
import { type AdRow, publiclyVisible, selectAds } from '../ads/ad-query';
import { type CityRow, listCities } from '../catalog/list-cities';
import { resolveFilters } from '../catalog/resolve-filters';
import { eventsWalk } from './list-events';

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
export const feedEvents = ({ db, clock }: Deps, cityId?: string) =>
  eventsWalk(db, { when: 'upcoming', cityId, now: clock().toISOString(), take: FEED_MAX_EVENTS });

/** The city a feed is for (id, name or slug; 404 when unknown), or undefined for all cities. */
export async function feedCity(db: Db, value: string | undefined): Promise<CityRow | undefined> {
  const { cityId } = await resolveFilters(db, { city: value });
  return cityId ? (await listCities(db)).find((city) => city.id === cityId) : undefined;
}
