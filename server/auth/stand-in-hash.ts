import { AsyncLocalStorage } from 'node:async_hooks';
import { randomInt } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { withHashingSlot } from './hashing-queue';

// A sign-in for an account that does not exist hashes the password it was given anyway, so that its
// answer takes as long as a wrong password's (better-auth does so for an unknown email, we for an
// unknown phone number). That hash is thrown away: a storm of sign-ins with made-up accounts made
// the server compute one each. Now it is a stand-in: it takes its turn in the hashing queue like a
// real hash and holds the slot (and its rest) for as long as a real hash recently took, computing
// nothing. The answers and their timing stay those of a real hash.

const standIns = new AsyncLocalStorage<true>();

/** Runs `work` (a sign-in for an account that does not exist) with every password hash in it a stand-in. */
export const withStandInHashes = <T>(work: () => Promise<T>): Promise<T> => standIns.run(true, work);

export const hashIsStandIn = () => standIns.getStore() === true;

/** How long the last real hashes took, in ms. */
const recent: number[] = [];
const REMEMBERED = 32;
const counts = { computed: 0, standIns: 0 };

/** Real hashes computed and stand-ins taken since the process started (tests and the bench). */
export const hashCounts = () => ({ ...counts });

export function rememberHashDuration(ms: number): void {
  counts.computed++;
  recent.push(ms);
  if (recent.length > REMEMBERED) recent.shift();
}

/**
 * The stand-in: as long as one of the recent real hashes, drawn at random (their spread follows
 * the server's load); undefined before any real hash, when the caller computes a real one.
 */
export async function standInHash(): Promise<string | undefined> {
  if (recent.length === 0) return undefined;
  const ms = recent[randomInt(recent.length)] as number;
  await withHashingSlot(() => sleep(ms));
  counts.standIns++;
  return 'scrypt$stand-in';
}
