import { AppError } from '../core/app-error';

/**
 * The configured payment provider, or 503 PAYMENTS_NOT_CONFIGURED while payments are off
 * (production without Stripe keys or PAYMENTS=test, see payments-mode.ts): nothing is sold then.
 */
export function requirePaymentProvider<P>(provider: P | null): P {
  if (!provider) throw new AppError('PAYMENTS_NOT_CONFIGURED', 503);
  return provider;
}
