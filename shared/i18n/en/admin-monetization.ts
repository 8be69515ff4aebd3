import type { Messages } from './ui';

/** i18next namespace `adminMonetization`. English is the reference shape for the Ukrainian file. */
export const adminMonetization = {
  heading: 'Monetisation',
};

export type AdminMonetizationMessages = Messages<typeof adminMonetization>;
