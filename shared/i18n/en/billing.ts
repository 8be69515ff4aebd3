import type { Messages } from './ui';

/** i18next namespace `billing`. English is the reference shape for the Ukrainian file. */
export const billing = {
  heading: 'Billing',
};

export type BillingMessages = Messages<typeof billing>;
