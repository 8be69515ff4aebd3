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
