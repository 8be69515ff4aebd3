import type { Env } from '../env';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** Stripe when its keys are set (env.paymentProvider), else the built-in test provider. */
export function createPaymentProvider(env: Env, authSecret: string, now: () => Date): PaymentProvider {
  return env.paymentProvider === 'stripe'
    ? createStripeProvider(env, now)
    : createTestProvider(env, authSecret, now);
}
