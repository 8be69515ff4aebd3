import { z } from 'zod';
import {
  CheckoutInput,
  CheckoutStarted,
  OwnPayment,
  TestCheckout,
  TestCheckoutOutcome,
  WebhookReceipt,
} from '../schemas/checkout';
import { IdParam } from '../schemas/id-param';
import { Subscription, SubscriptionList } from '../schemas/subscriptions';
import { token } from '../schemas/text';
import { operation } from './operation';

/** A checkout session of the built-in test provider. */
export const SessionParam = z.object({ sessionId: token().max(200) });

export const startCheckout = operation({
  method: 'post',
  path: '/checkout',
  body: CheckoutInput,
  answer: CheckoutStarted,
  status: 201,
});

export const getOwnPayment = operation({
  method: 'get',
  path: '/me/payments/{id}',
  params: IdParam,
  answer: OwnPayment,
  status: 200,
});

export const getTestCheckout = operation({
  method: 'get',
  path: '/checkout/test/{sessionId}',
  params: SessionParam,
  answer: TestCheckout,
  status: 200,
});

export const payTestCheckout = operation({
  method: 'post',
  path: '/checkout/test/{sessionId}/pay',
  params: SessionParam,
  answer: TestCheckoutOutcome,
  status: 200,
});

export const cancelTestCheckout = operation({
  method: 'post',
  path: '/checkout/test/{sessionId}/cancel',
  params: SessionParam,
  answer: TestCheckoutOutcome,
  status: 200,
});

/**
 * A payment provider's event. Its raw body is what the signature covers, so callers send it as
 * text (apiPath for the URL), not through a JSON body schema.
 */
export const receivePaymentWebhook = operation({
  method: 'post',
  path: '/payments/webhooks/{provider}',
  params: z.object({ provider: token().max(20) }),
  answer: WebhookReceipt,
  status: 200,
});

export const listSubscriptions = operation({
  method: 'get',
  path: '/me/subscriptions',
  answer: SubscriptionList,
  status: 200,
});

export const cancelSubscription = operation({
  method: 'post',
  path: '/me/subscriptions/{id}/cancel',
  params: IdParam,
  answer: Subscription,
  status: 200,
});

export const reactivateSubscription = operation({
  method: 'post',
  path: '/me/subscriptions/{id}/reactivate',
  params: IdParam,
  answer: Subscription,
  status: 200,
});
