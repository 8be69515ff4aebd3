import { AsyncLocalStorage } from 'node:async_hooks';
import { availableParallelism } from 'node:os';
import { AppError } from '../core/app-error';
import { createFairGate } from '../services/fair-gate';
import { createWorkGate, GateBusyError } from '../services/work-gate';

/**
 * Password hashes running at once: half the cores (at least one), so a sign-in storm never takes
 * every core (nor all four of libuv's threads, which also read files) from other requests; at most
 * four, as each scrypt holds its memory (32 MB, password.ts) while it runs.
 */
export const MAX_HASHING = Math.min(4, Math.max(1, Math.floor(availableParallelism() / 2)));
/**
 * Hashes waiting for a turn. Each client address holds one place at most (HASHING_PER_ADDRESS), so
 * the line is as long as the number of addresses signing in at once, and a storm from a few of them
 * leaves room for others; past that, "try again shortly" at once beats a long wait.
 */
export const MAX_WAITING = 16 * MAX_HASHING;
/** Places in the line (running or waiting) one client address may hold. */
export const HASHING_PER_ADDRESS = 1;
/** About how long the waiting line takes to clear on a small machine. */
const RETRY_AFTER_SECONDS = 5;

/**
 * Each slot rests as long as its hash took before the next in line gets it, so a sign-in storm keeps
 * each slot's thread busy half the time at most and the listing keeps its share of the cores.
 */
const gate = createWorkGate({ capacity: MAX_HASHING, maxWaiting: MAX_WAITING, rest: true });
const fair = createFairGate(
  gate,
  HASHING_PER_ADDRESS,
  () => gate.running >= MAX_HASHING && gate.waiting >= MAX_WAITING,
);
/** The client address (as rate limits group it) whose request the hashes of this async context are for. */
const hashingFor = new AsyncLocalStorage<string>();
let peakRunning = 0;

export const hashingBusyError = () =>
  new AppError('SERVICE_BUSY', 503, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });

/** Runs `work` (a request's handling) with every hash in it taking its turn as `address`'s. */
export const hashingAs = <T>(address: string, work: () => Promise<T>): Promise<T> =>
  hashingFor.run(address, work);

/**
 * True when a hash of this request would be refused now (its address already has its place, or the
 * line is full): checked once the attempt is counted, before the rest of the request's work.
 */
export const hashingQueueFull = () => fair.wouldRefuse(hashingFor.getStore());

/** Runs `work` (one password hash) in its turn; refuses at once (SERVICE_BUSY) when the line is full. */
export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await fair.run(() => {
      peakRunning = Math.max(peakRunning, gate.running);
      return work();
    }, hashingFor.getStore());
  } catch (error) {
    throw error instanceof GateBusyError ? hashingBusyError() : error;
  }
}

/** The queue's standing; `peakRunning` is the most hashes that ran at once since the last reset. */
export function hashingQueueStats() {
  return { running: gate.running, waiting: gate.waiting, peakRunning };
}

/** Places in the queue (running or waiting) that `address` (as addressForLimits gives it) holds now. */
export const hashingPlacesOf = (address: string) => fair.placesOf(address);

export function resetHashingPeak(): void {
  peakRunning = gate.running;
}
