import type { Env } from '../env';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';
import { createTestProvider } from './test-provider';

/** Stripe, the built-in test provider, or null when payments are off (env.paymentProvider). */
export function createPaymentProvider(env: Env, authSecret: string, now: () => Date): PaymentProvider | null {
  switch (env.paymentProvider) {
    case 'stripe':
      return createStripeProvider(env, now);
    case 'test':
      return createTestProvider(env, authSecret, now);
    case 'off':
      return null;
  }
}
