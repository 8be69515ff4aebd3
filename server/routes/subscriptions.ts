import { createRoute, type RouteHandler } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { Subscription, SubscriptionList } from '../../shared/schemas/subscriptions';
import type { AppEnv } from '../http/app-env';
import { signedInViewer } from '../http/viewer';
import { presentSubscription } from '../presenters/subscription';
import { listSubscriptions } from '../services/subscriptions/list-subscriptions';
import { CANCEL, REACTIVATE, switchRenewal } from '../services/subscriptions/renewal-switch';
import { jsonContent, openApiRouter } from './openapi-router';

const notSignedIn = { 401: jsonContent(ApiError, 'Not signed in') };

const listRoute = createRoute({
  method: 'get',
  path: '/me/subscriptions',
  tags: ['subscriptions'],
  summary: "The caller's subscriptions, newest first, with their status now (My Subscriptions)",
  description:
    'Readable whatever the platform settings say, so a person always sees what they pay for. ' +
    'next_billing_date is null when the subscription will not renew.',
  responses: { 200: jsonContent(SubscriptionList, 'The subscriptions'), ...notSignedIn },
});

const changeResponses = (refusal: string) => ({
  200: jsonContent(Subscription, 'The subscription after the change'),
  ...notSignedIn,
  403: jsonContent(ApiError, 'FEATURE_DISABLED: subscriptions are not in effect'),
  404: jsonContent(ApiError, 'No such subscription of the caller'),
  409: jsonContent(ApiError, refusal),
  502: jsonContent(ApiError, 'PAYMENT_PROVIDER_UNAVAILABLE'),
});

const RENEWAL_CHANGES = {
  cancel: {
    change: CANCEL,
    summary: 'Cancel an active subscription: it stays in effect until its period ends (expiring)',
    refusal: 'SUBSCRIPTION_NOT_CANCELLABLE: already cancelled or ended',
  },
  reactivate: {
    change: REACTIVATE,
    summary: 'Reactivate an expiring subscription before its period ends: it renews again',
    refusal: 'SUBSCRIPTION_NOT_REACTIVATABLE: not cancelled, or its period is over',
  },
} as const;

type RenewalAction = keyof typeof RENEWAL_CHANGES;

const renewalRoute = (action: RenewalAction) =>
  createRoute({
    method: 'post',
    path: `/me/subscriptions/{id}/${action}`,
    tags: ['subscriptions'],
    summary: RENEWAL_CHANGES[action].summary,
    request: { params: IdParam },
    responses: changeResponses(RENEWAL_CHANGES[action].refusal),
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
