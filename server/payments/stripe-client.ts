import Stripe from 'stripe';
import type { Env } from '../env';

/**
 * Stripe's SDK, reaching the API at STRIPE_API_URL (tests point it at a local stand-in). No
 * automatic retries, as before the SDK: a failed call is one 502 and the payment fails.
 */
export function createStripeClient(env: Env): Stripe {
  const api = new URL(env.STRIPE_API_URL);
  return new Stripe(env.STRIPE_SECRET_KEY ?? '', {
    host: api.hostname,
    port: api.port || undefined,
    protocol: api.protocol === 'http:' ? 'http' : 'https',
    timeout: 15_000,
    maxNetworkRetries: 0,
    telemetry: false,
  });
}
