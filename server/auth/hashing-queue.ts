import { availableParallelism } from 'node:os';
import { AppError } from '../core/app-error';
import { createWorkGate, GateBusyError } from '../services/work-gate';

/**
 * Password hashes running at once: half the cores (at least one), so a sign-in storm never takes
 * every core (nor all four of libuv's threads, which also read files) from other requests; at most
 * four, as each scrypt holds its memory (32 MB, password.ts) while it runs.
 */
export const MAX_HASHING = Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));
/** Hashes waiting for a turn: a few per slot. Past that, "try again shortly" at once beats a long wait. */
export const MAX_WAITING = 4 * MAX_HASHING;
/** About how long the waiting line takes to clear on a small machine. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Each slot rests as long as its hash took before the next in line gets it, so a sign-in storm keeps
 * each slot's thread busy half the time at most and the listing keeps its share of the cores.
 */
const gate = createWorkGate({ capacity: MAX_HASHING, maxWaiting: MAX_WAITING, rest: true });
let peakRunning = 0;

export const hashingBusyError = () =>
  new AppError('SERVICE_BUSY', 503, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });

/** True when a new hash would be refused: checked before any other work of a request that hashes. */
export const hashingQueueFull = () => gate.running >= MAX_HASHING && gate.waiting >= MAX_WAITING;

/** Runs `work` (one password hash) in its turn; refuses at once (SERVICE_BUSY) when the line is full. */
export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await gate.run(() => {
      peakRunning = Math.max(peakRunning, gate.running);
      return work();
    });
  } catch (error) {
    throw error instanceof GateBusyError ? hashingBusyError() : error;
  }
}

/** The queue's standing; `peakRunning` is the most hashes that ran at once since the last reset. */
export function hashingQueueStats() {
  return { running: gate.running, waiting: gate.waiting, peakRunning };
}

export function resetHashingPeak(): void {
  peakRunning = gate.running;
}
