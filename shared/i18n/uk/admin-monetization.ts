import type { AdminMonetizationMessages } from '../en/admin-monetization';

/** Простір імен `adminMonetization`. */
export const adminMonetization: AdminMonetizationMessages = {
  heading: 'Монетизація',
};
