import type { CheckoutMessages } from '../en/checkout';

/** Простір імен `checkout`. */
export const checkout: CheckoutMessages = {
  heading: 'Оплата',
};
