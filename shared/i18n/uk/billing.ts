import type { BillingMessages } from '../en/billing';

/** Простір імен `billing`. */
export const billing: BillingMessages = {
  heading: 'Оплата і підписки',
};
