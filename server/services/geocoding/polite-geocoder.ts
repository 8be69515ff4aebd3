import type { Geocoder } from '../../core/geocoder';
import { pause } from './geocoder';

/**
 * One request at a time, each starting at least `minIntervalMs` after the one before: a queue for the
 * whole process, as Nominatim's usage policy asks (at most one request per second).
 */
export function politeGeocoder(inner: Geocoder, minIntervalMs: number): Geocoder {
  let queue: Promise<unknown> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;
  return {
    geocode(query, signal) {
      const turn = queue.then(async () => {
        const wait = lastStart + minIntervalMs - Date.now();
        if (wait > 0) await pause(wait, signal);
        signal?.throwIfAborted();
        lastStart = Date.now();
        return inner.geocode(query, signal);
      });
      queue = turn.catch(() => undefined);
      return turn;
    },
  };
}
