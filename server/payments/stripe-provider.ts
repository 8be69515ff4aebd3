import type Stripe from 'stripe';
import { AppError } from '../core/app-error';
import type { Env } from '../env';
import type { CheckoutInput, PaymentProvider } from './payment-provider';
import { createStripeClient } from './stripe-client';
import { stripeEventToPaymentEvent } from './stripe-events';
import { malformed, verifiedWebhookBody } from './webhook-signature';

const unavailable = () => new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502);

function checkoutParams(input: CheckoutInput): Stripe.Checkout.SessionCreateParams {
  const interval = input.recurring;
  return {
    mode: interval ? 'subscription' : 'payment',
    client_reference_id: input.paymentId,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    metadata: { payment_id: input.paymentId, user_id: input.userId },
    line_items: [
      {
        quantity: 1,
        price_data: {
          currency: input.currency.toLowerCase(),
          unit_amount: input.amountCents,
          product_data: { name: input.description },
          ...(interval ? { recurring: { interval } } : {}),
        },
      },
    ],
    ...(interval ? { subscription_data: { metadata: { payment_id: input.paymentId } } } : {}),
  };
}

/** Any failure to reach Stripe or any refusal from it is our 502; the details go to the log. */
async function askStripe<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    console.warn(`Stripe: ${what} failed`, error instanceof Error ? error.message : error);
    throw unavailable();
  }
}

/**
 * Stripe Checkout through Stripe's SDK: hosted payment pages, and signed webhooks verified by the
 * SDK (Stripe-Signature, HMAC-SHA256, five minutes' tolerance).
 */
export function createStripeProvider(env: Env, now: () => Date): PaymentProvider {
  const stripe = createStripeClient(env);
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';

  return {
    name: 'stripe',
    async createCheckout(input) {
      // The payment id as idempotency key: a retried request never opens a second session.
      const session = await askStripe('creating a Checkout Session', () =>
        stripe.checkout.sessions.create(checkoutParams(input), {
          idempotencyKey: `checkout-${input.paymentId}`,
        }),
      );
      if (!session.url) throw unavailable();
      return { sessionId: session.id, url: session.url };
    },
    verifyWebhook(rawBody, headers) {
      const event = verifiedWebhookBody(webhookSecret, rawBody, headers.get('stripe-signature'), now());
      if (!event || typeof event !== 'object') throw malformed();
      return stripeEventToPaymentEvent(event as Record<string, unknown>);
    },
    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      await askStripe('updating a subscription', () =>
        stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: cancel }),
      );
    },
  };
}
