import { eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Db } from '../../db/client';
import { paymentEvents } from '../../db/schema/monetization';
import type { PaymentEvent } from '../../payments/payment-provider';
import { closeCheckout, completeCheckout } from './checkout-events';
import { endSubscription, renewSubscription } from './subscription-events';

type Provider = 'test' | 'stripe';
type Handled = Exclude<PaymentEvent, { type: 'ignored' }>;

function applyEvent(db: Db, provider: Provider, event: Handled, now: Date): Promise<string | null> {
  switch (event.type) {
    case 'checkout_completed':
      return completeCheckout(db, provider, event, now);
    case 'checkout_closed':
      return closeCheckout(db, provider, event, now);
    case 'subscription_renewed':
      return renewSubscription(db, provider, event, now);
    case 'subscription_ended':
      return endSubscription(db, provider, event, now);
  }
}

/**
 * Acts on one verified provider event, exactly once: its id goes into payment_events in the same
 * transaction as its effect, so a repeated delivery (or two at once) finds it there and does nothing.
 */
async function handlePaymentEvent(
  deps: Deps,
  provider: Provider,
  event: PaymentEvent,
): Promise<{ duplicate: boolean }> {
  if (event.type === 'ignored') return { duplicate: false };
  const now = deps.clock();
  const handled = await deps.db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(paymentEvents)
      .values({ provider, eventId: event.eventId, type: event.type, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: paymentEvents.id });
    if (!recorded) return false;
    const paymentId = await applyEvent(tx, provider, event, now);
    if (paymentId) {
      await tx.update(paymentEvents).set({ paymentId }).where(eq(paymentEvents.id, recorded.id));
    }
    return true;
  });
  // Paid placement and boosts change the order of listings and search answers.
  if (handled) deps.searchCache.forget();
  return { duplicate: !handled };
}

/**
 * POST /payments/webhooks/{provider}: only the configured provider's events (none while payments
 * are off), verified over the raw body.
 */
export function receiveWebhook(deps: Deps, provider: string, rawBody: string, headers: Headers) {
  const configured = deps.payments;
  if (!configured || provider !== configured.name) throw notFound();
  return handlePaymentEvent(deps, configured.name, configured.verifyWebhook(rawBody, headers));
}
