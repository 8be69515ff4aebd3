import { createHmac, randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Env } from '../env';
import type { PaymentEvent, PaymentProvider } from './payment-provider';
import { malformed, signatureHeader, verifiedWebhookBody } from './webhook-signature';

export const TEST_SIGNATURE_HEADER = 'test-payment-signature';

const Period = z.object({ start: z.iso.datetime(), end: z.iso.datetime() });

/** What the test provider sends to POST /api/v1/payments/webhooks/test (its own small format). */
const TestEventBody = z.discriminatedUnion('type', [
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('checkout.completed'),
    session_id: z.string().min(1).max(200),
    payment_id: z.string().max(200).nullable(),
    subscription_id: z.string().max(200).nullable(),
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.enum(['checkout.expired', 'checkout.failed']),
    session_id: z.string().min(1).max(200),
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('subscription.renewed'),
    subscription_id: z.string().min(1).max(200),
    period: Period,
    payment_id: z.string().max(200).nullable(),
  }),
  z.object({
    id: z.string().min(1).max(200),
    type: z.literal('subscription.ended'),
    subscription_id: z.string(),
  }),
]);
export type TestEventBody = z.infer<typeof TestEventBody>;

export interface TestPaymentProvider extends PaymentProvider {
  name: 'test';
  /** The raw body and signature header of an event, as the test checkout page's buttons send it. */
  signEvent(event: TestEventBody): { rawBody: string; headers: Record<string, string> };
}

export const isTestProvider = (provider: PaymentProvider | null): provider is TestPaymentProvider =>
  provider?.name === 'test' && 'signEvent' in provider;

export const testProviderId = (prefix: string) => `${prefix}_test_${randomBytes(24).toString('base64url')}`;

/** The webhook secret: derived from the auth secret, so nothing more needs configuring. */
export const testWebhookSecret = (authSecret: string) =>
  createHmac('sha256', authSecret).update('test-payments').digest('hex');

function toPaymentEvent(body: TestEventBody): PaymentEvent {
  switch (body.type) {
    case 'checkout.completed':
      return {
        type: 'checkout_completed',
        eventId: body.id,
        sessionId: body.session_id,
        providerPaymentId: body.payment_id,
        providerSubscriptionId: body.subscription_id,
        period: null,
      };
    case 'checkout.expired':
    case 'checkout.failed':
      return {
        type: 'checkout_closed',
        eventId: body.id,
        sessionId: body.session_id,
        outcome: body.type === 'checkout.expired' ? 'expired' : 'failed',
      };
    case 'subscription.renewed':
      return {
        type: 'subscription_renewed',
        eventId: body.id,
        providerSubscriptionId: body.subscription_id,
        period: { start: new Date(body.period.start), end: new Date(body.period.end) },
        providerPaymentId: body.payment_id,
        amountCents: null,
        currency: null,
      };
    case 'subscription.ended':
      return { type: 'subscription_ended', eventId: body.id, providerSubscriptionId: body.subscription_id };
  }
}

/**
 * The built-in provider for machines without card keys: its checkout is our own page
 * /checkout/test/{session} (marked TEST MODE) and its sessions are simply payments rows. It never
 * renews anything: a test subscription runs its period and ends.
 */
export function createTestProvider(env: Env, authSecret: string, now: () => Date): TestPaymentProvider {
  const secret = testWebhookSecret(authSecret);
  return {
    name: 'test',
    async createCheckout() {
      const sessionId = testProviderId('cs');
      return { sessionId, url: `${env.baseUrl}/checkout/test/${sessionId}` };
    },
    verifyWebhook(rawBody, headers) {
      const parsed = verifiedWebhookBody(secret, rawBody, headers.get(TEST_SIGNATURE_HEADER), now());
      const body = TestEventBody.safeParse(parsed);
      if (!body.success) {
        const id = (parsed as { id?: unknown } | null)?.id;
        const type = (parsed as { type?: unknown } | null)?.type;
        if (typeof id === 'string' && typeof type === 'string')
          return { type: 'ignored', eventId: id, providerType: type };
        throw malformed();
      }
      return toPaymentEvent(body.data);
    },
    async setCancelAtPeriodEnd() {},
    signEvent(event) {
      const rawBody = JSON.stringify(event);
      return { rawBody, headers: { [TEST_SIGNATURE_HEADER]: signatureHeader(secret, rawBody, now()) } };
    },
  };
}
