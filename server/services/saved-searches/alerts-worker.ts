import type { Deps } from '../../core/deps';
import type { Database } from '../../db/client';
import { JOB_LOCKS } from '../../db/job-locks';
import { startLockedJob } from '../locked-job-worker';
import { type AlertsDeps, runAlertsPass } from './run-alerts-pass';

/** The saved-search alerts job (run-alerts-pass.ts) of a server process: every minute and when asked (Deps.wakeups.alerts). */
export function startAlertsWorker(deps: AlertsDeps & { database: Database } & Pick<Deps, 'wakeups'>): {
  stop(): Promise<void>;
} {
  return startLockedJob(deps.database, {
    name: 'saved-search alerts',
    lock: JOB_LOCKS.savedSearchAlerts,
    pollMs: 60_000,
    wakeup: deps.wakeups.alerts,
    pass: (signal) => runAlertsPass(deps, { signal }),
  });
}
