import type { Messages } from './ui';

/** i18next namespace `promotion`: the sponsored slot. English is the reference shape for the Ukrainian file. */
export const promotion = {
  heading: 'Sponsored',
  label: 'Sponsored',
  explanation: 'Ads whose owners paid to show them here',
};

export type PromotionMessages = Messages<typeof promotion>;
