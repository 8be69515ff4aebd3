import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments, plans, subscriptions } from '../../db/schema/monetization';
import type { PaymentEvent } from '../../payments/payment-provider';
import { at } from './moments';
import { applySubscriptionToAds, endSubscriptionOnAds } from './subscription-benefits';

type Provider = 'test' | 'stripe';

async function subscriptionFor(db: Db, provider: Provider, providerSubscriptionId: string) {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .for('update');
  return row ?? null;
}

/**
 * A new period was paid: the subscription and its holder's ads run to its end, and the charge is
 * recorded as its own paid payment. A period not later than the stored one (a late, out-of-order
 * delivery) changes nothing.
 */
export async function renewSubscription(
  db: Db,
  provider: Provider,
  event: Extract<PaymentEvent, { type: 'subscription_renewed' }>,
  now: Date,
): Promise<string | null> {
  const row = await subscriptionFor(db, provider, event.providerSubscriptionId);
  if (!row || event.period.end <= row.currentPeriodEnd) return null;
  await db
    .update(subscriptions)
    .set({ currentPeriodStart: event.period.start, currentPeriodEnd: event.period.end, updatedAt: now })
    .where(eq(subscriptions.id, row.id));
  await applySubscriptionToAds(db, row.userId, event.period.end, now);

  const [previous] = await db
    .select()
    .from(payments)
    .where(eq(payments.subscriptionId, row.id))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  const [plan] = await db.select().from(plans).where(eq(plans.id, row.planId));
  const planPrice = row.billingCycle === 'annual' ? plan?.annualPriceCents : plan?.priceCents;
  const [payment] = await db
    .insert(payments)
    .values({
      userId: row.userId,
      planId: row.planId,
      kind: 'subscription',
      billingCycle: row.billingCycle,
      subscriptionId: row.id,
      description: previous?.description ?? plan?.nameEn ?? 'Subscription',
      amountCents: event.amountCents ?? previous?.amountCents ?? planPrice ?? 0,
      currency: event.currency ?? previous?.currency ?? plan?.currency ?? 'USD',
      status: 'paid',
      provider,
      providerPaymentId: event.providerPaymentId,
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: payments.id });
  return payment?.id ?? null;
}

/**
 * The provider ended the subscription: its period ends now at the latest and it does not renew;
 * ads whose paid time came from that period stop being paid now too.
 */
export async function endSubscription(
  db: Db,
  provider: Provider,
  event: Extract<PaymentEvent, { type: 'subscription_ended' }>,
  now: Date,
): Promise<null> {
  const row = await subscriptionFor(db, provider, event.providerSubscriptionId);
  if (!row) return null;
  await endSubscriptionOnAds(db, row.userId, row.currentPeriodEnd, now);
  await db
    .update(subscriptions)
    .set({
      currentPeriodEnd: sql`least(${subscriptions.currentPeriodEnd}, ${at(now)})`,
      cancelAtPeriodEnd: true,
      cancelledAt: row.cancelledAt ?? now,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, row.id));
  return null;
}
