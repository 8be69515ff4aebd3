import { createRoute, z } from '@hono/zod-openapi';
import { WebhookReceipt } from '../../shared/schemas/checkout';
import { ApiError } from '../../shared/schemas/errors';
import { receiveWebhook } from '../services/payments/handle-payment-event';
import { jsonContent, openApiRouter } from './openapi-router';

/** Webhook bodies are small; a larger one is not from a payment provider. */
const MAX_BODY_BYTES = 512 * 1024;

const webhookRoute = createRoute({
  method: 'post',
  path: '/payments/webhooks/{provider}',
  tags: ['payments'],
  summary: 'Payment provider events (Stripe, or the built-in test provider)',
  description:
    'The raw JSON body is verified against its signature header (`Stripe-Signature` for Stripe, ' +
    '`Test-Payment-Signature` for the test provider: `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`, ' +
    'at most 5 minutes old). Each event is handled once: a repeated delivery answers 200 and changes ' +
    'nothing. Event types nobody acts on answer 200. Only the configured provider is accepted.',
  security: [],
  request: { params: z.object({ provider: z.string().max(20) }) },
  responses: {
    200: jsonContent(WebhookReceipt, 'Received (and handled, unless it was a repeat)'),
    400: jsonContent(ApiError, 'WEBHOOK_SIGNATURE_INVALID, or an unreadable event'),
    404: jsonContent(ApiError, 'Not the configured provider'),
  },
});

export const paymentWebhooksRoutes = openApiRouter().openapi(webhookRoute, async (c) => {
  const length = Number(c.req.header('content-length') ?? 0);
  const rawBody = length > MAX_BODY_BYTES ? '' : await c.req.text();
  const { duplicate } = await receiveWebhook(
    c.var.deps,
    c.req.valid('param').provider,
    rawBody,
    c.req.raw.headers,
  );
  return c.json({ received: true as const, duplicate }, 200);
});
