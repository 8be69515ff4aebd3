/** A place on the map, in degrees (WGS 84). */
export interface GeoPoint {
  lat: number;
  lng: number;
}

/**
 * Turns an address into a point: null when the geocoder knows no such place; throws when it could
 * not be asked (network, timeout, an error status), so the caller can try again later.
 */
export interface Geocoder {
  geocode(query: string, signal?: AbortSignal): Promise<GeoPoint | null>;
}
