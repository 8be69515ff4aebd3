import type { Messages } from './ui';

/** i18next namespace `checkout`. English is the reference shape for the Ukrainian file. */
export const checkout = {
  heading: 'Checkout',
};

export type CheckoutMessages = Messages<typeof checkout>;
