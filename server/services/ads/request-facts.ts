import type { Language } from '../../../shared/constants';

/** What a write's use case learns from its request: the caller's language, and how to spend its rate limit. */
export interface RequestFacts {
  language: Language;
  /** Counts the request against its action's rate limit; throws 429 once the allowance is used up. */
  spend: () => Promise<unknown>;
}
