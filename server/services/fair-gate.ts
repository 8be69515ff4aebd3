import { GateBusyError, type WorkGate } from './work-gate';

export interface FairGate {
  /**
   * Runs `work` through the gate for `key` (a client's address): refused at once (GateBusyError) while
   * that key already has `perKey` pieces of work running or waiting, so a few keys cannot fill the
   * line in front of another. Work without a key takes its turn as before.
   */
  run<T>(work: () => Promise<T>, key?: string): Promise<T>;
  /** True when work for `key` would be refused now: its key's share is taken, or the line is full. */
  wouldRefuse(key?: string): boolean;
  /** Places `key` holds now, running or waiting (for tests). */
  placesOf(key: string): number;
}

/** A work gate's line shared fairly: at most `perKey` places per key; `lineFull` tells when the gate refuses. */
export function createFairGate(gate: WorkGate, perKey: number, lineFull: () => boolean): FairGate {
  const held = new Map<string, number>();
  const holding = (key: string | undefined) => (key === undefined ? 0 : (held.get(key) ?? 0));

  return {
    async run(work, key) {
      if (key === undefined) return gate.run(work);
      if (holding(key) >= perKey) throw new GateBusyError();
      held.set(key, holding(key) + 1);
      try {
        return await gate.run(work);
      } finally {
        const left = holding(key) - 1;
        if (left > 0) held.set(key, left);
        else held.delete(key);
      }
    },
    wouldRefuse: (key) => lineFull() || (key !== undefined && holding(key) >= perKey),
    placesOf: holding,
  };
}
