import type { Messages } from './ui';

/** i18next namespace `promotion`. English is the reference shape for the Ukrainian file. */
export const promotion = {
  heading: 'Sponsored',
};

export type PromotionMessages = Messages<typeof promotion>;
