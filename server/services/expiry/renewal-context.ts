import type { Deps } from '../../core/deps';

/** What an answer to an ad's owner needs to say whether it may be renewed now (the presenter's context). */
export async function renewalContext(
  deps: Pick<Deps, 'clock' | 'trust'>,
): Promise<{ now: Date; renewalWindowDays: number }> {
  return { now: deps.clock(), renewalWindowDays: (await deps.trust.read()).renewal_window_days };
}
