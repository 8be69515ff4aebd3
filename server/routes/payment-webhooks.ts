import * as paymentsApi from '../../shared/api/payments';
import { ApiError } from '../../shared/schemas/errors';
import { WEBHOOK_BODY_LIMIT_BYTES } from '../http/body-limit';
import { contractRoute } from '../http/contract-route';
import { receiveWebhook } from '../services/payments/handle-payment-event';
import { jsonContent, openApiRouter } from './openapi-router';

const webhookRoute = {
  ...contractRoute(paymentsApi.receivePaymentWebhook, {
    tags: ['payments'],
    summary: 'Payment provider events (Stripe, or the built-in test provider)',
    description:
      'The raw JSON body is verified against its signature header (`Stripe-Signature` for Stripe, ' +
      '`Test-Payment-Signature` for the test provider: `t=<unix>,v1=<hex HMAC-SHA256 of "t.body">`, ' +
      'at most 5 minutes old). Each event is handled once: a repeated delivery answers 200 and changes ' +
      'nothing. Event types nobody acts on answer 200. Only the configured provider is accepted.',
    answer: 'Received (and handled, unless it was a repeat)',
    errors: {
      400: jsonContent(ApiError, 'WEBHOOK_SIGNATURE_INVALID, or an unreadable event'),
      404: jsonContent(ApiError, 'Not the configured provider'),
      413: jsonContent(ApiError, `PAYLOAD_TOO_LARGE: the body is over ${WEBHOOK_BODY_LIMIT_BYTES / 1024} KB`),
    },
  }),
  // Providers sign their calls; no session or token authenticates them.
  security: [],
};

export const paymentWebhooksRoutes = openApiRouter().openapi(webhookRoute, async (c) => {
  // Its size was bounded while it was read (server/http/body-limit.ts).
  const rawBody = await c.req.text();
  const { duplicate } = await receiveWebhook(
    c.var.deps,
    c.req.valid('param').provider,
    rawBody,
    c.req.raw.headers,
  );
  return c.json({ received: true as const, duplicate }, 200);
});
