import type { Database } from '../../db/client';
import { JOB_LOCKS } from '../../db/job-locks';
import { startLockedJob } from '../locked-job-worker';
import { type ExpiryDeps, runExpiryPass } from './run-expiry-pass';

const requests = new EventTarget();

/** Asks this process's expiry worker for a pass soon (an ad was approved or renewed: a reminder may be due). */
export function requestExpiryPass(): void {
  requests.dispatchEvent(new Event('request'));
}

/**
 * The server process's expiry job: a pass at start, every minute (expiries and reminders are due by
 * the minute) and when asked, one process at a time (locked-job-worker.ts).
 */
export function startExpiryWorker(deps: ExpiryDeps & { database: Database }): { stop(): Promise<void> } {
  return startLockedJob(deps.database, {
    name: 'expiry',
    lock: JOB_LOCKS.adExpiry,
    pollMs: 60_000,
    requests,
    pass: (signal) => runExpiryPass(deps, { signal }),
  });
}
