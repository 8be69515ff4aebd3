import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import type { ModerationDeps } from './moderate-ads';

/** What moderating needs of the app, with the admin acting. */
export const moderationDeps = (
  deps: Pick<Deps, 'db' | 'clock' | 'mailer' | 'env' | 'trust' | 'searchCache' | 'wakeups'>,
  actor: Viewer,
): ModerationDeps => ({
  db: deps.db,
  clock: deps.clock,
  mailer: deps.mailer,
  siteUrl: deps.env.baseUrl,
  trust: deps.trust,
  searchCache: deps.searchCache,
  wakeups: deps.wakeups,
  actor,
});
