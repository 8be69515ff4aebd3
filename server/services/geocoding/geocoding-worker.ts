import type { Geocoder } from '../../core/geocoder';
import type { Db } from '../../db/client';
import { onGeocodingRequest } from './geocode-on-save';
import { type GeocodePendingOptions, geocodePending } from './geocode-pending';

export interface GeocodingWorker {
  /** Ends the current lookup and waits for the loop to finish (before the database closes). */
  stop(): Promise<void>;
}

/** Looks again this often even without a request: ads saved by another server process. */
const DEFAULT_POLL_MS = 60_000;

/**
 * The server process's background geocoder: a pass over the waiting ads at start (ads saved before,
 * or while the process was down), after every save that asks for one, and every `pollMs`.
 */
export function startGeocodingWorker(
  deps: { db: Db; geocoder: Geocoder | null },
  options: { pollMs?: number; retryDelaysMs?: GeocodePendingOptions['retryDelaysMs'] } = {},
): GeocodingWorker {
  if (!deps.geocoder) return { stop: async () => {} };
  const stopping = new AbortController();
  const { signal } = stopping;
  let requested = true;
  let wake = () => {};
  const stopListening = onGeocodingRequest(() => {
    requested = true;
    wake();
  });

  const idle = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, options.pollMs ?? DEFAULT_POLL_MS);
      function done() {
        clearTimeout(timer);
        wake = () => {};
        resolve();
      }
      wake = done;
    });

  const loop = (async () => {
    while (!signal.aborted) {
      if (!requested) await idle();
      requested = false;
      if (signal.aborted) break;
      try {
        await geocodePending(deps, { signal, retryDelaysMs: options.retryDelaysMs });
      } catch (error) {
        if (!signal.aborted) console.error('geocoding pass failed; the next one retries', error);
      }
    }
  })();

  return {
    async stop() {
      stopListening();
      stopping.abort();
      wake();
      await loop;
    },
  };
}
