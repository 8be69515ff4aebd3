import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  type PlanKind,
  payments,
  plans,
  sponsorships,
  subscriptions,
} from '../../server/db/schema/monetization';

// Rows written straight into the tables, as a finished checkout would leave them: the admin
// payments tests stand alone, whatever the checkout code does.

type PaymentInsert = typeof payments.$inferInsert;

/** A plan of this kind (migration 0012 adds one of each). */
export async function planOf(db: Db, kind: PlanKind) {
  const [plan] = await db.select().from(plans).where(eq(plans.kind, kind)).limit(1);
  if (!plan) throw new Error(`no ${kind} plan`);
  return plan;
}

/** A payment; paid by default, at `createdAt` (now unless given). */
export async function createPayment(db: Db, fields: Partial<PaymentInsert> & Pick<PaymentInsert, 'userId'>) {
  const createdAt = fields.createdAt ?? new Date();
  const status = fields.status ?? 'paid';
  const [payment] = await db
    .insert(payments)
    .values({
      kind: 'upgrade',
      billingCycle: fields.kind === 'subscription' ? 'monthly' : 'one_time',
      description: 'Featured for 7 days',
      amountCents: 499,
      currency: 'USD',
      provider: 'test',
      providerSessionId: `cs_test_${randomUUID()}`,
      providerPaymentId: status === 'paid' || status === 'refunded' ? `pi_test_${randomUUID()}` : null,
      paidAt: status === 'paid' || status === 'refunded' ? createdAt : null,
      ...fields,
      status,
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  if (!payment) throw new Error('payment not created');
  return payment;
}

export async function createSubscription(
  db: Db,
  fields: { userId: string; currentPeriodStart: Date; currentPeriodEnd: Date },
) {
  const plan = await planOf(db, 'subscription');
  const [subscription] = await db
    .insert(subscriptions)
    .values({ planId: plan.id, billingCycle: 'monthly', provider: 'test', ...fields })
    .returning();
  if (!subscription) throw new Error('subscription not created');
  return subscription;
}

export async function createSponsorship(
  db: Db,
  fields: { adId: string; paymentId: string; startsAt: Date; endsAt: Date },
) {
  const [sponsorship] = await db.insert(sponsorships).values(fields).returning();
  if (!sponsorship) throw new Error('sponsorship not created');
  return sponsorship;
}
