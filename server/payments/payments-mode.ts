import type { PaymentsMode } from '../../shared/payments-mode';

interface PaymentsSettings {
  PAYMENTS?: PaymentsMode;
  NODE_ENV?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_WEBHOOK_SECRET?: string;
}

/**
 * PAYMENTS when set; else Stripe when both its keys are set, the test checkout outside production,
 * and in production (NODE_ENV=production) none: a site that forgot its Stripe keys must not hand
 * out paid placement for a click on a test page. `npm start` sets no NODE_ENV, so a fresh clone's
 * demo keeps its test checkout. Throws on PAYMENTS=stripe without both keys.
 */
export function choosePaymentsMode(env: PaymentsSettings): PaymentsMode {
  const stripeKeys = Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
  if (env.PAYMENTS === 'stripe' && !stripeKeys)
    throw new Error(
      'Invalid configuration:\n  PAYMENTS: stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET',
    );
  if (env.PAYMENTS) return env.PAYMENTS;
  if (stripeKeys) return 'stripe';
  return env.NODE_ENV === 'production' ? 'off' : 'test';
}
