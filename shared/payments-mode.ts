/**
 * How this site takes payments: Stripe Checkout, the built-in test checkout (no money moves), or
 * not at all (paid features are then unavailable, whatever the monetisation switches say).
 */
export const PAYMENTS_MODES = ['stripe', 'test', 'off'] as const;
export type PaymentsMode = (typeof PAYMENTS_MODES)[number];
