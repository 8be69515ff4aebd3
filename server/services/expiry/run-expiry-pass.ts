import type { Deps } from '../../core/deps';
import { type BatchOptions, expireDueAds } from './expire-due-ads';
import { remindOwners } from './remind-owners';

export type ExpiryDeps = Pick<Deps, 'db' | 'mailer' | 'clock' | 'trust' | 'searchCache'> & {
  siteUrl: string;
};

/**
 * One pass of the expiry job: due ads expire, then owners of ads about to expire are reminded. Each
 * step works in committed batches keyed by the rows' state, so running it again is harmless and a
 * pass cut short is finished by the next. The background worker runs it under an advisory lock;
 * tests await it directly.
 */
export async function runExpiryPass(deps: ExpiryDeps, options: BatchOptions = {}) {
  const now = deps.clock();
  const settings = await deps.trust.read();
  const expired = await expireDueAds(deps.db, now, options);
  // This process's search answers now; other processes' caches hear the change's NOTIFY.
  if (expired.length > 0) deps.searchCache.forget();
  const reminded = await remindOwners(deps, now, settings.expiry_reminder_days, options);
  return { expired, reminded };
}
