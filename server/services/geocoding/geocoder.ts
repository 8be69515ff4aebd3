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

/** The geocoder could not be reached or gave no usable answer (not the same as "no such place"). */
export class GeocoderUnavailableError extends Error {
  override name = 'GeocoderUnavailableError';
}

/** Waits `ms`, or less when `signal` aborts (then rejects with its reason). */
export function pause(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
