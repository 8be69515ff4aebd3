import type { Database } from '../../db/client';
import { JOB_LOCKS } from '../../db/job-locks';
import { startLockedJob } from '../locked-job-worker';
import { type AlertsDeps, runAlertsPass } from './run-alerts-pass';

const requests = new EventTarget();

/** Asks this process's alerts worker for a pass soon (an ad was approved: instant alerts are due). */
export function requestAlertsPass(): void {
  requests.dispatchEvent(new Event('request'));
}

/** The saved-search alerts job (run-alerts-pass.ts) of a server process: every minute and when asked. */
export function startAlertsWorker(deps: AlertsDeps & { database: Database }): { stop(): Promise<void> } {
  return startLockedJob(deps.database, {
    name: 'saved-search alerts',
    lock: JOB_LOCKS.savedSearchAlerts,
    pollMs: 60_000,
    requests,
    pass: (signal) => runAlertsPass(deps, { signal }),
  });
}
