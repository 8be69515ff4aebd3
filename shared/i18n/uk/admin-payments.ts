import type { AdminPaymentsMessages } from '../en/admin-payments';

/** Простір імен `adminPayments`. */
export const adminPayments: AdminPaymentsMessages = {
  heading: 'Платежі',
};
