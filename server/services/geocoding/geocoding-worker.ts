import type { Deps } from '../../core/deps';
import type { Geocoder } from '../../core/geocoder';
import type { Database, Db } from '../../db/client';
import { JOB_LOCKS } from '../../db/job-locks';
import { wakeableIdle } from '../wakeable-idle';
import { type GeocodePendingOptions, geocodePending } from './geocode-pending';

export interface GeocodingWorker {
  /** Ends the current lookup and waits for the loop to finish (before the database closes). */
  stop(): Promise<void>;
}

/** Looks again this often even without a request: ads saved by another server process. */
const DEFAULT_POLL_MS = 60_000;
/** How soon to ask again when another process was running a pass (it may have missed this one's ad). */
const BUSY_RETRY_MS = 5_000;

/**
 * The server process's background geocoder: a pass over the waiting ads at start (ads saved before,
 * or while the process was down), after every save that asks for one (Deps.wakeups.geocoding), and every `pollMs`. One pass
 * runs at a time across all processes on the database (an advisory lock): each ad is looked up once,
 * and the geocoder's one request per second holds for the whole site.
 */
export function startGeocodingWorker(
  deps: { database: Database; db: Db; geocoder: Geocoder | null } & Pick<Deps, 'wakeups'>,
  options: { pollMs?: number; retryDelaysMs?: GeocodePendingOptions['retryDelaysMs'] } = {},
): GeocodingWorker {
  if (!deps.geocoder) return { stop: async () => {} };
  const stopping = new AbortController();
  const { signal } = stopping;
  let requested = true;
  const { idle, wake } = wakeableIdle();
  const stopListening = deps.wakeups.geocoding.onRequest(() => {
    requested = true;
    wake();
  });

  const loop = (async () => {
    let busy = false;
    while (!signal.aborted) {
      if (!requested) await idle(options.pollMs ?? DEFAULT_POLL_MS);
      else if (busy) await idle(BUSY_RETRY_MS);
      requested = false;
      if (signal.aborted) break;
      try {
        const pass = await deps.database.exclusive(JOB_LOCKS.geocoding, () =>
          geocodePending(deps, { signal, retryDelaysMs: options.retryDelaysMs }),
        );
        busy = !pass.ran;
        if (busy) requested = true;
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
