/**
 * A way for this process's requests to wake one of its background jobs (the job runs a pass soon
 * instead of at its next poll). One per job, held in the process's Deps (`wakeups`), so a test's
 * server wakes only its own jobs.
 */
export interface Wakeup {
  /** Asks for a pass soon. */
  request(): void;
  /** Runs `listener` on every request; returns the way to stop listening. */
  onRequest(listener: () => void): () => void;
}

/** The jobs a request can wake. */
export interface JobWakeups {
  /** The expiry job (an ad was approved or renewed: a reminder may be due). */
  expiry: Wakeup;
  /** The saved-search alerts job (an ad was approved: instant alerts are due). */
  alerts: Wakeup;
  /** The geocoding job (an ad may be waiting to be placed). */
  geocoding: Wakeup;
}

export function createWakeup(): Wakeup {
  const requests = new EventTarget();
  return {
    request: () => void requests.dispatchEvent(new Event('request')),
    onRequest(listener) {
      requests.addEventListener('request', listener);
      return () => requests.removeEventListener('request', listener);
    },
  };
}

export const createJobWakeups = (): JobWakeups => ({
  expiry: createWakeup(),
  alerts: createWakeup(),
  geocoding: createWakeup(),
});
