import type { AD_STATUSES } from '../../db/schema/ads';

/** The ads a new one is compared with for near-duplicates: public, or waiting for a moderator. */
export const LIVE_STATUSES: (typeof AD_STATUSES)[number][] = ['pending', 'approved'];
