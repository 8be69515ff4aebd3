import { and, eq } from 'drizzle-orm';
import { featureOfPlanKind } from '../../../shared/plan-kinds';

import { AppError, notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { payments } from '../../db/schema/monetization';
import { isTestProvider, type TestEventBody, testProviderId } from '../../payments/test-provider';
import { requireFeatures } from '../settings/platform-settings';
import type { PaymentRow } from './fulfil-payment';
import { receiveWebhook } from './handle-payment-event';
import { paymentReturnPath } from './return-path';

/** The viewer's own checkout of the test provider; 404 for anyone else, and whenever Stripe is configured. */
async function ownTestSession(deps: Deps, viewer: Viewer, sessionId: string) {
  if (!isTestProvider(deps.payments) || sessionId.length > 200) throw notFound();
  const [payment] = await deps.db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, 'test'), eq(payments.providerSessionId, sessionId)));
  if (!payment || payment.userId !== viewer.id) throw notFound();
  return payment;
}

/** The viewer's own pending or finished test checkout (the test page shows it). */
export const getTestCheckout = (deps: Deps, viewer: Viewer, sessionId: string) =>
  ownTestSession(deps, viewer, sessionId);

/**
 * The test page's Pay or Cancel: the test provider signs the event a card provider would send and
 * delivers it over HTTP to our own webhook, so it takes exactly the path a real payment takes. When
 * the site cannot reach its own public address (a proxy in the way), the same handler runs in-process.
 */
async function deliver(deps: Deps, event: TestEventBody) {
  if (!isTestProvider(deps.payments)) throw notFound();
  const { rawBody, headers } = deps.payments.signEvent(event);
  let response: Response | null = null;
  try {
    response = await fetch(`${deps.env.baseUrl}/api/v1/payments/webhooks/test`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: rawBody,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    console.warn('test payment webhook unreachable over HTTP; handling it in-process', error);
    await receiveWebhook(deps, 'test', rawBody, new Headers(headers));
    return;
  }
  if (!response.ok) throw new AppError('PAYMENT_PROVIDER_UNAVAILABLE', 502);
}

export async function finishTestCheckout(
  deps: Deps,
  viewer: Viewer,
  sessionId: string,
  outcome: 'pay' | 'cancel',
): Promise<{ status: PaymentRow['status']; returnPath: string }> {
  const payment = await ownTestSession(deps, viewer, sessionId);
  if (payment.status !== 'pending') throw new AppError('CHECKOUT_CLOSED', 409);
  if (outcome === 'pay') {
    await requireFeatures(deps.db, featureOfPlanKind(payment.kind));
    await deliver(deps, {
      id: testProviderId('evt'),
      type: 'checkout.completed',
      session_id: sessionId,
      payment_id: testProviderId('pi'),
      subscription_id: payment.kind === 'subscription' ? testProviderId('sub') : null,
    });
  } else {
    await deliver(deps, { id: testProviderId('evt'), type: 'checkout.expired', session_id: sessionId });
  }
  const [after] = await deps.db
    .select({ status: payments.status })
    .from(payments)
    .where(eq(payments.id, payment.id));
  return { status: after?.status ?? payment.status, returnPath: paymentReturnPath(payment) };
}
