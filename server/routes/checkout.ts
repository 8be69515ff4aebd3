import type { RouteHandler } from '@hono/zod-openapi';
import * as paymentsApi from '../../shared/api/payments';
import { ApiError } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/app-env';
import { contractRoute } from '../http/contract-route';
import { requestLanguage } from '../http/locale';
import { consumeRateLimit } from '../http/rate-limit';
import { signedInViewer } from '../http/viewer';
import { presentOwnPayment } from '../presenters/own-payment';
import {
  presentCheckoutOutcome,
  presentCheckoutStarted,
  presentTestCheckout,
} from '../presenters/test-checkout';
import { getOwnPayment } from '../services/payments/own-payment';
import { startCheckout } from '../services/payments/start-checkout';
import { finishTestCheckout, getTestCheckout } from '../services/payments/test-checkout';
import { fieldErrors, jsonContent, openApiRouter } from './openapi-router';

const notSignedIn = { 401: jsonContent(ApiError, 'Not signed in') };
const testOnly =
  'Only while the built-in test provider is in use (404 when Stripe is configured or payments are off).';

const checkoutRoute = contractRoute(paymentsApi.startCheckout, {
  tags: ['payments'],
  summary: 'Start buying a plan: a pending payment and the provider’s checkout page to pay on',
  description:
    'Upgrades, boosts and sponsorships name an approved ad of the caller’s own (admins: any approved ' +
    'ad); subscriptions name a billing cycle. Nothing is granted until the provider’s webhook says ' +
    'the payment went through. Counted by the form_submit rate limit.',
  answer: 'The payment and where to pay',
  errors: {
    400: jsonContent(ApiError, 'Invalid input (ad_id or billing_cycle missing)'),
    ...notSignedIn,
    403: jsonContent(ApiError, 'FEATURE_DISABLED, or AD_NOT_ELIGIBLE: not the caller’s own approved ad'),
    404: jsonContent(ApiError, 'PLAN_NOT_AVAILABLE: no such plan, or it is not sold now'),
    409: jsonContent(ApiError, 'ALREADY_SUBSCRIBED: a subscription period is still running'),
    429: jsonContent(ApiError, 'Too many attempts'),
    502: jsonContent(ApiError, 'PAYMENT_PROVIDER_UNAVAILABLE'),
    503: jsonContent(ApiError, 'PAYMENTS_NOT_CONFIGURED: payments are off on this site (nothing is sold)'),
  },
});

const ownPaymentRoute = contractRoute(paymentsApi.getOwnPayment, {
  tags: ['payments'],
  summary: 'One of the caller’s payments (the pages a checkout returns to watch its status)',
  answer: 'The payment',
  errors: {
    ...notSignedIn,
    404: jsonContent(ApiError, 'No such payment of the caller'),
  },
});

const testCheckoutRoute = contractRoute(paymentsApi.getTestCheckout, {
  tags: ['payments'],
  summary: 'What the test checkout page shows: what is bought, for how much, and its status',
  description: testOnly,
  answer: 'The checkout',
  errors: {
    ...notSignedIn,
    404: jsonContent(ApiError, 'No such checkout of the caller'),
  },
});

type FinishAction = 'pay' | 'cancel';
const FINISH = { pay: paymentsApi.payTestCheckout, cancel: paymentsApi.cancelTestCheckout } as const;

const finishRoute = (action: FinishAction) =>
  contractRoute(FINISH[action], {
    tags: ['payments'],
    summary:
      action === 'pay'
        ? 'Pay a test checkout: the test provider sends its signed "completed" webhook'
        : 'Cancel a test checkout: the test provider sends its signed "expired" webhook',
    description: `${testOnly} Answers with the page to return to.`,
    answer: 'The payment’s status afterwards and where to go',
    errors: {
      ...notSignedIn,
      ...(action === 'pay' ? { 403: jsonContent(ApiError, 'FEATURE_DISABLED') } : {}),
      404: jsonContent(ApiError, 'No such checkout of the caller'),
      409: jsonContent(ApiError, 'CHECKOUT_CLOSED: already paid, cancelled or expired'),
    },
  });

/** Pay or cancel: the test provider sends its webhook, and the caller learns where to go next. */
const finishTestCheckoutHandler =
  (action: FinishAction): RouteHandler<ReturnType<typeof finishRoute>, AppEnv> =>
  async (c) => {
    const { sessionId } = c.req.valid('param');
    const finished = await finishTestCheckout(c.var.deps, signedInViewer(c), sessionId, action);
    return c.json(presentCheckoutOutcome(finished), 200);
  };

export const checkoutRoutes = openApiRouter()
  .openapi(
    checkoutRoute,
    async (c) => {
      const viewer = signedInViewer(c);
      await consumeRateLimit(c, 'form_submit');
      const started = await startCheckout(c.var.deps, viewer, c.req.valid('json'), requestLanguage(c));
      c.header('Cache-Control', 'private, no-store');
      return c.json(presentCheckoutStarted(started), 201);
    },
    fieldErrors,
  )
  .openapi(ownPaymentRoute, async (c) => {
    const viewer = signedInViewer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      presentOwnPayment(await getOwnPayment(c.var.deps.db, viewer, c.req.valid('param').id)),
      200,
    );
  })
  .openapi(testCheckoutRoute, async (c) => {
    const viewer = signedInViewer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json(
      presentTestCheckout(await getTestCheckout(c.var.deps, viewer, c.req.valid('param').sessionId)),
      200,
    );
  })
  .openapi(finishRoute('pay'), finishTestCheckoutHandler('pay'))
  .openapi(finishRoute('cancel'), finishTestCheckoutHandler('cancel'));
