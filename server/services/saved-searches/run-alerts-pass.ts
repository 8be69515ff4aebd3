import type { Deps } from '../../core/deps';
import type { BatchOptions } from '../expiry/expire-due-ads';
import { matchQueuedAds } from './match-queued-ads';
import { sendDueAlerts } from './send-alerts';

export type AlertsDeps = Pick<Deps, 'db' | 'catalog' | 'mailer' | 'clock' | 'unsubscribeKey'> & {
  siteUrl: string;
  timeZone: string;
};

/**
 * One pass of the saved-search alerts job: the newly approved ads are matched (matchQueuedAds), then
 * the due alerts sent (sendDueAlerts). Both work in committed batches keyed by rows' state, so a
 * second run finds nothing to do and a pass cut short is finished by the next. The background worker
 * runs it under an advisory lock; tests await it directly.
 */
export async function runAlertsPass(deps: AlertsDeps, options: BatchOptions = {}) {
  const matched = await matchQueuedAds(deps, options);
  const alerted = await sendDueAlerts(deps, options);
  return { matched, alerted };
}
