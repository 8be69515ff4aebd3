import type { Geocoder, GeoPoint } from '../../core/geocoder';
import { GeocoderUnavailableError } from './geocoder';

export interface NominatimOptions {
  /** The service root, e.g. https://nominatim.openstreetmap.org (its /search is asked). */
  baseUrl: string;
  /** Nominatim's usage policy asks every application to name itself. */
  userAgent: string;
  /** A contact address, sent as `email` (the policy's way to reach a heavy user). */
  email?: string;
  timeoutMs?: number;
}

/** A Nominatim-compatible geocoder: GET {baseUrl}/search?format=jsonv2&limit=1&q=… */
export function nominatimGeocoder(options: NominatimOptions): Geocoder {
  const root = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    async geocode(query, signal) {
      const url = new URL('search', root);
      url.searchParams.set('format', 'jsonv2');
      url.searchParams.set('limit', '1');
      url.searchParams.set('q', query);
      if (options.email) url.searchParams.set('email', options.email);
      const timeout = AbortSignal.timeout(timeoutMs);
      let response: Response;
      try {
        response = await fetch(url, {
          headers: { 'User-Agent': options.userAgent, Accept: 'application/json' },
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        });
      } catch (cause) {
        if (signal?.aborted) throw cause;
        throw new GeocoderUnavailableError(`geocoder not reached: ${(cause as Error).message}`, { cause });
      }
      if (!response.ok) throw new GeocoderUnavailableError(`geocoder answered ${response.status}`);
      return firstPlace(await response.json().catch(() => undefined));
    },
  };
}

/** The first result's coordinates (Nominatim sends them as strings); [] means no such place. */
function firstPlace(body: unknown): GeoPoint | null {
  if (!Array.isArray(body)) throw new GeocoderUnavailableError('geocoder answer is not a list');
  const first = body[0] as { lat?: unknown; lon?: unknown } | undefined;
  if (!first) return null;
  const lat = Number(first.lat);
  const lng = Number(first.lon);
  const valid = Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  if (!valid) throw new GeocoderUnavailableError('geocoder answer has no usable coordinates');
  return { lat, lng };
}
