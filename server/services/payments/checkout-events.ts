import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema/monetization';
import type { PaymentEvent } from '../../payments/payment-provider';
import { fulfilPayment } from './fulfil-payment';

type Provider = 'test' | 'stripe';

async function paymentForSession(db: Db, provider: Provider, sessionId: string) {
  const [payment] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerSessionId, sessionId)))
    .for('update');
  return payment ?? null;
}

/**
 * The money arrived: the payment becomes paid and what it bought is granted. A payment already paid
 * or refunded is left alone (another event of the same checkout got here first).
 */
export async function completeCheckout(
  db: Db,
  provider: Provider,
  event: Extract<PaymentEvent, { type: 'checkout_completed' }>,
  now: Date,
): Promise<string | null> {
  const payment = await paymentForSession(db, provider, event.sessionId);
  if (!payment) return null;
  if (payment.status === 'paid' || payment.status === 'refunded') return payment.id;
  await db
    .update(payments)
    .set({ status: 'paid', paidAt: now, providerPaymentId: event.providerPaymentId, updatedAt: now })
    .where(eq(payments.id, payment.id));
  await fulfilPayment({
    db,
    payment,
    now,
    providerSubscriptionId: event.providerSubscriptionId,
    period: event.period,
  });
  return payment.id;
}

/** A checkout that ended unpaid; a late "expired" or "failed" after the payment went through changes nothing. */
export async function closeCheckout(
  db: Db,
  provider: Provider,
  event: Extract<PaymentEvent, { type: 'checkout_closed' }>,
  now: Date,
): Promise<string | null> {
  const payment = await paymentForSession(db, provider, event.sessionId);
  if (!payment) return null;
  if (payment.status === 'pending') {
    await db
      .update(payments)
      .set({ status: event.outcome, updatedAt: now })
      .where(eq(payments.id, payment.id));
  }
  return payment.id;
}
