import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advertisements } from '../../db/schema/ads';
import { payments, plans, sponsorships, subscriptions } from '../../db/schema/monetization';
import type { BillingPeriod } from '../../payments/payment-provider';
import { addDays, at, periodEndFor } from './moments';
import { applySubscriptionToAds } from './subscription-benefits';

export type PaymentRow = typeof payments.$inferSelect;

interface Fulfilment {
  db: Db;
  payment: PaymentRow;
  now: Date;
  providerSubscriptionId: string | null;
  period: BillingPeriod | null;
}

async function durationDays(db: Db, payment: PaymentRow): Promise<number | null> {
  if (!payment.planId) return null;
  const [plan] = await db
    .select({ days: plans.durationDays })
    .from(plans)
    .where(eq(plans.id, payment.planId));
  return plan?.days ?? null;
}

/** Paid placement for the plan's days, after any paid time the ad still has. */
async function upgrade({ db, payment, now }: Fulfilment) {
  const days = await durationDays(db, payment);
  if (!payment.adId || !days) return;
  await db
    .update(advertisements)
    .set({
      isPaid: true,
      paidUntil: sql`greatest(coalesce(${advertisements.paidUntil}, ${at(now)}), ${at(now)}) + make_interval(days => ${days}::int)`,
    })
    .where(eq(advertisements.id, payment.adId));
}

/** Back to the top of its group: listed_at follows boosted_at; created_at and paid_until stay. */
async function boost({ db, payment, now }: Fulfilment) {
  if (!payment.adId) return;
  await db.update(advertisements).set({ boostedAt: now }).where(eq(advertisements.id, payment.adId));
}

async function sponsorship({ db, payment, now }: Fulfilment) {
  const days = await durationDays(db, payment);
  if (!payment.adId || !days) return;
  await db
    .insert(sponsorships)
    .values({ adId: payment.adId, paymentId: payment.id, startsAt: now, endsAt: addDays(now, days) });
}

/** A new subscription for its first period, applied to all the holder's ads. */
async function subscription({ db, payment, now, providerSubscriptionId, period }: Fulfilment) {
  if (!payment.planId) return;
  const cycle = payment.billingCycle === 'annual' ? 'annual' : 'monthly';
  const start = period?.start ?? now;
  const end = period?.end ?? periodEndFor(now, cycle);
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: payment.userId,
      planId: payment.planId,
      billingCycle: cycle,
      currentPeriodStart: start,
      currentPeriodEnd: end,
      provider: payment.provider,
      providerSubscriptionId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: subscriptions.id });
  if (!row) throw new Error('subscription not saved');
  await db.update(payments).set({ subscriptionId: row.id }).where(eq(payments.id, payment.id));
  await applySubscriptionToAds(db, payment.userId, end, now);
}

const FULFIL: Record<PaymentRow['kind'], (f: Fulfilment) => Promise<void>> = {
  upgrade,
  boost,
  sponsorship,
  subscription,
};

/** Grants what a just-paid payment bought (inside the webhook's transaction). */
export const fulfilPayment = (f: Fulfilment) => FULFIL[f.payment.kind](f);
