import { availableParallelism } from 'node:os';
import { AppError } from '../http/app-error';

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

let running = 0;
let peakRunning = 0;
const waiting: Array<() => void> = [];

export const hashingBusyError = () =>
  new AppError('SERVICE_BUSY', 503, { headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } });

/** True when a new hash would be refused: checked before any other work of a request that hashes. */
export const hashingQueueFull = () => running >= MAX_HASHING && waiting.length >= MAX_WAITING;

async function takeSlot(): Promise<void> {
  if (running < MAX_HASHING) {
    running++;
    return;
  }
  if (waiting.length >= MAX_WAITING) throw hashingBusyError();
  // The slot is handed over by giveBackSlot, so `running` stays as it is.
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function giveBackSlot(): void {
  const next = waiting.shift();
  if (next) next();
  else running--;
}

/**
 * Runs `work` (one password hash) when a slot is free; refuses at once (SERVICE_BUSY) when the line is
 * full. The slot rests as long as the hash took before the next in line gets it, so a sign-in storm
 * keeps each slot's thread busy half the time at most and the listing keeps its share of the cores;
 * the caller's answer does not wait for the rest.
 */
export async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
  await takeSlot();
  peakRunning = Math.max(peakRunning, running);
  const started = performance.now();
  try {
    return await work();
  } finally {
    setTimeout(giveBackSlot, performance.now() - started).unref();
  }
}

/** The queue's standing; `peakRunning` is the most hashes that ran at once since the last reset. */
export function hashingQueueStats() {
  return { running, waiting: waiting.length, peakRunning };
}

export function resetHashingPeak(): void {
  peakRunning = running;
}
