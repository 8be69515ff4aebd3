import type { Deps } from '../../core/deps';
import type { AdContext } from '../../presenters/ad';

/** What an answer to an ad's owner needs to say whether it may be renewed now. */
export async function renewalContext(deps: Pick<Deps, 'clock' | 'trust'>): Promise<AdContext> {
  return { now: deps.clock(), renewalWindowDays: (await deps.trust.read()).renewal_window_days };
}
