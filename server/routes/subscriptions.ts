import type { RouteHandler } from '@hono/zod-openapi';
import * as paymentsApi from '../../shared/api/payments';
import { ApiError } from '../../shared/schemas/errors';
import type { AppEnv } from '../http/app-env';
import { contractRoute } from '../http/contract-route';
import { signedInViewer } from '../http/viewer';
import { presentSubscription } from '../presenters/subscription';
import { listSubscriptions } from '../services/subscriptions/list-subscriptions';
import { CANCEL, REACTIVATE, switchRenewal } from '../services/subscriptions/renewal-switch';
import { jsonContent, openApiRouter } from './openapi-router';

const notSignedIn = { 401: jsonContent(ApiError, 'Not signed in') };

const listRoute = contractRoute(paymentsApi.listSubscriptions, {
  tags: ['subscriptions'],
  summary: "The caller's subscriptions, newest first, with their status now (My Subscriptions)",
  description:
    'Readable whatever the platform settings say, so a person always sees what they pay for. ' +
    'next_billing_date is null when the subscription will not renew.',
  answer: 'The subscriptions',
  errors: notSignedIn,
});

const changeErrors = (refusal: string) => ({
  ...notSignedIn,
  403: jsonContent(ApiError, 'FEATURE_DISABLED: subscriptions are not in effect'),
  404: jsonContent(ApiError, 'No such subscription of the caller'),
  409: jsonContent(ApiError, refusal),
  502: jsonContent(ApiError, 'PAYMENT_PROVIDER_UNAVAILABLE'),
});

const RENEWAL_CHANGES = {
  cancel: {
    op: paymentsApi.cancelSubscription,
    change: CANCEL,
    summary: 'Cancel an active subscription: it stays in effect until its period ends (expiring)',
    refusal: 'SUBSCRIPTION_NOT_CANCELLABLE: already cancelled or ended',
  },
  reactivate: {
    op: paymentsApi.reactivateSubscription,
    change: REACTIVATE,
    summary: 'Reactivate an expiring subscription before its period ends: it renews again',
    refusal: 'SUBSCRIPTION_NOT_REACTIVATABLE: not cancelled, or its period is over',
  },
} as const;

type RenewalAction = keyof typeof RENEWAL_CHANGES;

const renewalRoute = (action: RenewalAction) =>
  contractRoute(RENEWAL_CHANGES[action].op, {
    tags: ['subscriptions'],
    summary: RENEWAL_CHANGES[action].summary,
    answer: 'The subscription after the change',
    errors: changeErrors(RENEWAL_CHANGES[action].refusal),
  });

const renewalHandler =
  (action: RenewalAction): RouteHandler<ReturnType<typeof renewalRoute>, AppEnv> =>
  async (c) => {
    const viewer = signedInViewer(c);
    const { db, clock, payments } = c.var.deps;
    const now = clock();
    const id = c.req.valid('param').id;
    const changed = await switchRenewal(db, payments, viewer, id, now, RENEWAL_CHANGES[action].change);
    return c.json(presentSubscription(changed, now), 200);
  };

export const subscriptionsRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const viewer = signedInViewer(c);
    const { db, clock } = c.var.deps;
    c.header('Cache-Control', 'private, no-store');
    const now = clock();
    return c.json(
      { items: (await listSubscriptions(db, viewer.id)).map((row) => presentSubscription(row, now)) },
      200,
    );
  })
  .openapi(renewalRoute('cancel'), renewalHandler('cancel'))
  .openapi(renewalRoute('reactivate'), renewalHandler('reactivate'));
