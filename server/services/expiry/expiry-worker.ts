import type { Deps } from '../../core/deps';
import type { Database } from '../../db/client';
import { JOB_LOCKS } from '../../db/job-locks';
import { startLockedJob } from '../locked-job-worker';
import { type ExpiryDeps, runExpiryPass } from './run-expiry-pass';

/**
 * The server process's expiry job: a pass at start, every minute (expiries and reminders are due by
 * the minute) and when asked (Deps.wakeups.expiry), one process at a time (locked-job-worker.ts).
 */
export function startExpiryWorker(deps: ExpiryDeps & { database: Database } & Pick<Deps, 'wakeups'>): {
  stop(): Promise<void>;
} {
  return startLockedJob(deps.database, {
    name: 'expiry',
    lock: JOB_LOCKS.adExpiry,
    pollMs: 60_000,
    wakeup: deps.wakeups.expiry,
    pass: (signal) => runExpiryPass(deps, { signal }),
  });
}
