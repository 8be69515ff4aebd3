import type { Wakeup } from '../core/wakeup';
import type { Database } from '../db/client';
import { wakeableIdle } from './wakeable-idle';

export interface LockedJob {
  /** What the log calls it when a pass fails. */
  name: string;
  /** Its advisory lock key (job-locks.ts). */
  lock: number;
  /** How often a pass runs without being asked. */
  pollMs: number;
  /** Passes asked for by the requests of this process (Deps.wakeups); none when absent. */
  wakeup?: Wakeup;
  pass(signal: AbortSignal): Promise<unknown>;
}

/** How soon a pass asked for runs again when another process held the lock. */
const LOCKED_OUT_RETRY_MS = 2000;

/**
 * A background job of a server process: a pass at start, every `pollMs` and when asked, under an
 * advisory lock (Database.exclusive), so one process at a time runs it whatever their number. A pass
 * asked for while another process held the lock is tried again every LOCKED_OUT_RETRY_MS until it
 * runs (the other's pass may have begun before what was asked for committed). A pass that fails is
 * logged and the next one starts over from the rows' state.
 */
export function startLockedJob(database: Database, job: LockedJob): { stop(): Promise<void> } {
  const stopping = new AbortController();
  const { signal } = stopping;
  let requested = true;
  const { idle, wake } = wakeableIdle();
  const onRequest = () => {
    requested = true;
    wake();
  };
  const stopListening = job.wakeup?.onRequest(onRequest);

  const loop = (async () => {
    let retry = false;
    while (!signal.aborted) {
      if (retry) await idle(LOCKED_OUT_RETRY_MS);
      else if (!requested) await idle(job.pollMs);
      const asked: boolean = requested || retry;
      requested = false;
      retry = false;
      if (signal.aborted) break;
      try {
        const { ran } = await database.exclusive(job.lock, () => job.pass(signal));
        retry = !ran && asked;
      } catch (error) {
        if (!signal.aborted) console.error(`${job.name} pass failed; the next one starts over`, error);
      }
    }
  })();

  return {
    async stop() {
      stopListening?.();
      stopping.abort();
      wake();
      await loop;
    },
  };
}
