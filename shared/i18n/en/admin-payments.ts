import type { Messages } from './ui';

/** i18next namespace `adminPayments`. English is the reference shape for the Ukrainian file. */
export const adminPayments = {
  heading: 'Payments',
};

export type AdminPaymentsMessages = Messages<typeof adminPayments>;
