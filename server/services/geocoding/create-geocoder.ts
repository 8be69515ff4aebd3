import type { Geocoder } from '../../core/geocoder';
import type { Db } from '../../db/client';
import type { Env } from '../../env';
import { cachedGeocoder } from './cached-geocoder';
import { nominatimGeocoder } from './nominatim-geocoder';
import { politeGeocoder } from './polite-geocoder';

/** The process's geocoder from GEOCODER_URL (null when 'off'): cache first, then the polite queue. */
export function createGeocoder(env: Env, db: Db): Geocoder | null {
  if (env.GEOCODER_URL === 'off') return null;
  const contact = [env.baseUrl, env.GEOCODER_EMAIL].filter(Boolean).join('; ');
  const remote = nominatimGeocoder({
    baseUrl: env.GEOCODER_URL,
    userAgent: `Hromada/1.0 (${contact})`,
    email: env.GEOCODER_EMAIL,
  });
  return cachedGeocoder(db, politeGeocoder(remote, env.GEOCODER_MIN_INTERVAL_MS));
}
