import { createRoute } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import { IdParam } from '../../shared/schemas/id-param';
import { Subscription, SubscriptionList } from '../../shared/schemas/subscriptions';
import { signedInViewer } from '../http/viewer';
import { presentSubscription } from '../presenters/subscription';
import { cancelSubscription } from '../services/subscriptions/cancel-subscription';
import { listSubscriptions } from '../services/subscriptions/list-subscriptions';
import { reactivateSubscription } from '../services/subscriptions/reactivate-subscription';
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

const cancelRoute = createRoute({
  method: 'post',
  path: '/me/subscriptions/{id}/cancel',
  tags: ['subscriptions'],
  summary: 'Cancel an active subscription: it stays in effect until its period ends (expiring)',
  request: { params: IdParam },
  responses: changeResponses('SUBSCRIPTION_NOT_CANCELLABLE: already cancelled or ended'),
});

const reactivateRoute = createRoute({
  method: 'post',
  path: '/me/subscriptions/{id}/reactivate',
  tags: ['subscriptions'],
  summary: 'Reactivate an expiring subscription before its period ends: it renews again',
  request: { params: IdParam },
  responses: changeResponses('SUBSCRIPTION_NOT_REACTIVATABLE: not cancelled, or its period is over'),
});

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
  .openapi(cancelRoute, async (c) => {
    const viewer = signedInViewer(c);
    const { db, clock, payments } = c.var.deps;
    const now = clock();
    const changed = await cancelSubscription(db, payments, viewer, c.req.valid('param').id, now);
    return c.json(presentSubscription(changed, now), 200);
  })
  .openapi(reactivateRoute, async (c) => {
    const viewer = signedInViewer(c);
    const { db, clock, payments } = c.var.deps;
    const now = clock();
    const changed = await reactivateSubscription(db, payments, viewer, c.req.valid('param').id, now);
    return c.json(presentSubscription(changed, now), 200);
  });
