import { AppError } from '../../core/app-error';

export interface StreamLimits {
  /** Streams one client address (an IPv6 /64) may hold open at once. */
  perAddress: number;
  /** Streams this server process holds open at once. */
  total: number;
}

/** Seconds a refused browser is asked to wait before trying again. */
const RETRY_AFTER_SECONDS = '30';

/**
 * Counts the open settings streams of one server process. `admit` takes a place for a new stream
 * or refuses it (429 TOO_MANY_CONNECTIONS for an address over its share, 503 SERVICE_BUSY when the
 * process is full) before anything is sent; the function it returns gives the place back (once).
 */
export function createStreamSlots(limits: StreamLimits) {
  const byAddress = new Map<string, number>();
  let open = 0;

  return {
    admit(address: string): () => void {
      const held = byAddress.get(address) ?? 0;
      const headers = { 'Retry-After': RETRY_AFTER_SECONDS };
      if (held >= limits.perAddress) throw new AppError('TOO_MANY_CONNECTIONS', 429, { headers });
      if (open >= limits.total) throw new AppError('SERVICE_BUSY', 503, { headers });
      byAddress.set(address, held + 1);
      open++;
      let given = false;
      return () => {
        if (given) return;
        given = true;
        open--;
        const left = (byAddress.get(address) ?? 1) - 1;
        if (left > 0) byAddress.set(address, left);
        else byAddress.delete(address);
      };
    },
  };
}

export type StreamSlots = ReturnType<typeof createStreamSlots>;
