import type { Clock } from '../../core/clock';
import type { Database } from '../../db/client';
import { JOB_LOCKS } from '../../db/job-locks';
import { wakeableIdle } from '../wakeable-idle';
import { type AwayMailDeps, mailAwayReaders } from './away-mail';

const POLL_MS = 60_000;

/**
 * The server process's away-mail job: a pass every minute under an advisory lock
 * (Database.exclusive), so one process at a time runs it whatever their number.
 */
export function startAwayMailWorker(deps: AwayMailDeps & { database: Database; clock: Clock }): {
  stop(): Promise<void>;
} {
  const stopping = new AbortController();
  const { signal } = stopping;
  const { idle, wake } = wakeableIdle();
  const loop = (async () => {
    while (!signal.aborted) {
      try {
        await deps.database.exclusive(JOB_LOCKS.messageAwayMail, () =>
          mailAwayReaders(deps, deps.clock(), signal),
        );
      } catch (error) {
        if (!signal.aborted) console.error('away-mail pass failed; the next one starts over', error);
      }
      if (!signal.aborted) await idle(POLL_MS);
    }
  })();
  return {
    async stop() {
      stopping.abort();
      wake();
      await loop;
    },
  };
}
