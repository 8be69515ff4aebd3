import { and, asc, eq } from 'drizzle-orm';
import type { Geocoder, GeoPoint } from '../../core/geocoder';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { cities } from '../../db/schema/catalog';
import { geocodeQuery } from './geocode-query';
import { GeocoderUnavailableError, pause } from './geocoder';

export interface GeocodePendingOptions {
  /** Stops the pass between ads and cuts waits short (the server is shutting down). */
  signal?: AbortSignal;
  /** The waits before each retry of an unreachable geocoder; after the last the ad is 'failed'. */
  retryDelaysMs?: readonly number[];
}

export const DEFAULT_RETRY_DELAYS_MS = [2_000, 10_000, 30_000] as const;
const BATCH = 20;
const UNREACHABLE = Symbol('unreachable');

type WaitingAd = Awaited<ReturnType<typeof waitingAds>>[number];

/** Ads saved with a new address, oldest save first (ads_geocode_pending_idx). */
function waitingAds(db: Db) {
  return db
    .select({ id: ads.id, address: ads.address, cityName: cities.name, cityNameUk: cities.nameUk })
    .from(ads)
    .innerJoin(cities, eq(cities.id, ads.cityId))
    .where(eq(ads.geocodeStatus, 'pending'))
    .orderBy(asc(ads.updatedAt), asc(ads.id))
    .limit(BATCH);
}

/**
 * Places every ad waiting for the geocoder ('pending'): 'ok' with its coordinates, or 'failed' ("failed
 * to geocode") when no such place is known or the geocoder stayed unreachable through the retries.
 * Returns how many ads it settled. The background worker loops over this; tests await it directly.
 */
export async function geocodePending(
  deps: { db: Db; geocoder: Geocoder | null },
  options: GeocodePendingOptions = {},
): Promise<number> {
  const { db, geocoder } = deps;
  if (!geocoder) return 0;
  const settled = new Set<string>();
  for (;;) {
    const batch = (await waitingAds(db)).filter((ad) => !settled.has(`${ad.id} ${ad.address}`));
    if (batch.length === 0) return settled.size;
    for (const ad of batch) {
      options.signal?.throwIfAborted();
      await geocodeAd(db, geocoder, ad, options);
      settled.add(`${ad.id} ${ad.address}`);
    }
  }
}

const UNPLACED = { latitude: null, longitude: null } as const;

/** The columns that record a lookup's outcome for `address`. */
function outcomeColumns(address: string, found: GeoPoint | null | typeof UNREACHABLE) {
  if (found === UNREACHABLE) {
    // Not tied to the address: saving the ad again, even unchanged, asks once more.
    return { geocodeStatus: 'failed' as const, ...UNPLACED, geocodedAddress: null };
  }
  if (!found) return { geocodeStatus: 'failed' as const, ...UNPLACED, geocodedAddress: address };
  return {
    geocodeStatus: 'ok' as const,
    latitude: found.lat,
    longitude: found.lng,
    geocodedAddress: address,
  };
}

async function geocodeAd(db: Db, geocoder: Geocoder, ad: WaitingAd, options: GeocodePendingOptions) {
  const query = geocodeQuery(ad.address, { name: ad.cityName, nameUk: ad.cityNameUk });
  const columns = query
    ? outcomeColumns(ad.address, await lookUp(geocoder, query, options))
    : { geocodeStatus: 'none' as const, ...UNPLACED, geocodedAddress: null };
  // Only if nobody changed the address meanwhile (that save made it 'pending' again, for the next pass).
  await db
    .update(ads)
    .set(columns)
    .where(and(eq(ads.id, ad.id), eq(ads.address, ad.address), eq(ads.geocodeStatus, 'pending')));
}

async function lookUp(
  geocoder: Geocoder,
  query: string,
  { signal, retryDelaysMs = DEFAULT_RETRY_DELAYS_MS }: GeocodePendingOptions,
): Promise<GeoPoint | null | typeof UNREACHABLE> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await geocoder.geocode(query, signal);
    } catch (error) {
      if (signal?.aborted || !(error instanceof GeocoderUnavailableError)) throw error;
      const delay = retryDelaysMs[attempt];
      if (delay === undefined) {
        console.warn(`geocoding gave up after ${attempt + 1} attempts: ${error.message}`);
        return UNREACHABLE;
      }
      await pause(delay, signal);
    }
  }
}
