import { AppError } from '../core/app-error';
import type { Env } from '../env';
import type { CheckoutInput, PaymentProvider } from './payment-provider';
import { stripeEventToPaymentEvent } from './stripe-events';
import { malformed, verifySignatureHeader } from './webhook-signature';

const unavailable = () => new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502);
const TIMEOUT_MS = 15_000;

/** Stripe's API takes form-encoded bodies with bracketed keys (`line_items[0][quantity]`). */
function checkoutForm(input: CheckoutInput): URLSearchParams {
  const item = 'line_items[0]';
  const form = new URLSearchParams({
    mode: input.recurring ? 'subscription' : 'payment',
    client_reference_id: input.paymentId,
    success_url: input.successUrl,
    cancel_url: input.cancelUrl,
    'metadata[payment_id]': input.paymentId,
    'metadata[user_id]': input.userId,
    [`${item}[quantity]`]: '1',
    [`${item}[price_data][currency]`]: input.currency.toLowerCase(),
    [`${item}[price_data][unit_amount]`]: String(input.amountCents),
    [`${item}[price_data][product_data][name]`]: input.description,
  });
  if (input.recurring) {
    form.set(`${item}[price_data][recurring][interval]`, input.recurring);
    form.set('subscription_data[metadata][payment_id]', input.paymentId);
  }
  return form;
}

/**
 * Stripe Checkout over plain HTTPS (no SDK): hosted payment pages, and signed webhooks verified as
 * Stripe documents (Stripe-Signature, HMAC-SHA256, five minutes' tolerance).
 */
export function createStripeProvider(env: Env, now: () => Date): PaymentProvider {
  const secretKey = env.STRIPE_SECRET_KEY ?? '';
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? '';

  async function post(path: string, form: URLSearchParams, idempotencyKey?: string) {
    let response: Response;
    try {
      response = await fetch(new URL(path, env.STRIPE_API_URL), {
        method: 'POST',
        headers: {
          authorization: `Bearer ${secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
        },
        body: form,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      console.warn('Stripe unreachable', error);
      throw unavailable();
    }
    const body = (await response.json().catch(() => null)) as Record<string, unknown> | null;
    if (!response.ok || !body) {
      console.warn(`Stripe answered ${response.status} to ${path}`, body?.error);
      throw unavailable();
    }
    return body;
  }

  return {
    name: 'stripe',
    async createCheckout(input) {
      // The payment id as idempotency key: a retried request never opens a second session.
      const session = await post('/v1/checkout/sessions', checkoutForm(input), `checkout-${input.paymentId}`);
      if (typeof session.id !== 'string' || typeof session.url !== 'string') throw unavailable();
      return { sessionId: session.id, url: session.url };
    },
    verifyWebhook(rawBody, headers) {
      verifySignatureHeader(webhookSecret, rawBody, headers.get('stripe-signature'), now());
      try {
        return stripeEventToPaymentEvent(JSON.parse(rawBody));
      } catch (error) {
        if (error instanceof AppError) throw error;
        throw malformed();
      }
    },
    async setCancelAtPeriodEnd(providerSubscriptionId, cancel) {
      const path = `/v1/subscriptions/${encodeURIComponent(providerSubscriptionId)}`;
      await post(path, new URLSearchParams({ cancel_at_period_end: String(cancel) }));
    },
  };
}
