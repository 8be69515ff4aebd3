import type { Messages } from './ui';

/** i18next namespace `plans`. English is the reference shape for the Ukrainian file. */
export const plans = {
  heading: 'Pricing',
};

export type PlansMessages = Messages<typeof plans>;
