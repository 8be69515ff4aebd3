import { eq } from 'drizzle-orm';
import type { Geocoder } from '../../core/geocoder';
import type { Db } from '../../db/client';
import { geocodeCache } from '../../db/schema/geocode-cache';

/** A place found stays valid (addresses do not move); "no such place" is asked again after this. */
export const NOT_FOUND_RETRY_DAYS = 30;
const DAY = 86_400_000;

/** The cache key: trimmed, lower-case, inner spaces collapsed ("12  Main St" = "12 main st"). */
export const normaliseQuery = (query: string) => query.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Answers from the geocode_cache table when it can, else asks `inner` and remembers the answer,
 * found or not. An unreachable geocoder (a thrown error) is not remembered.
 */
export function cachedGeocoder(db: Db, inner: Geocoder): Geocoder {
  return {
    async geocode(query, signal) {
      const key = normaliseQuery(query);
      const [hit] = await db.select().from(geocodeCache).where(eq(geocodeCache.query, key));
      if (hit && hit.latitude !== null && hit.longitude !== null)
        return { lat: hit.latitude, lng: hit.longitude };
      if (hit && Date.now() - hit.createdAt.getTime() < NOT_FOUND_RETRY_DAYS * DAY) return null;
      const found = await inner.geocode(query, signal);
      const row = { latitude: found?.lat ?? null, longitude: found?.lng ?? null, createdAt: new Date() };
      await db
        .insert(geocodeCache)
        .values({ query: key, ...row })
        .onConflictDoUpdate({ target: geocodeCache.query, set: row });
      return found;
    },
  };
}
