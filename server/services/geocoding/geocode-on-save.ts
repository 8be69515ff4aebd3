import type { advertisements } from '../../db/schema/ads';

type GeocodeColumns = Pick<
  typeof advertisements.$inferInsert,
  'geocodeStatus' | 'latitude' | 'longitude' | 'geocodedAddress'
>;

const UNPLACED = { latitude: null, longitude: null, geocodedAddress: null } as const;

/**
 * The geocoding columns an ad's save writes with its fields. An address the ad was already placed by
 * (geocoded_address) keeps its coordinates and status; a new one waits for the background geocoder
 * ('pending'); no address means nothing to place ('none'). Geocoding itself never runs in the save.
 */
export function geocodeColumnsFor(address: string, geocodedAddress: string | null): Partial<GeocodeColumns> {
  if (!address.trim()) return { geocodeStatus: 'none', ...UNPLACED };
  if (address === geocodedAddress) return {};
  return { geocodeStatus: 'pending', ...UNPLACED };
}
