import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { payments, plans, subscriptions } from '../../server/db/schema/monetization';

let counter = 0;
/** A valid plan body of the kind, with a name unique to this run; `overrides` replace or add fields. */
export function planBody(kind: 'upgrade' | 'boost' | 'sponsorship' | 'subscription', overrides = {}) {
  counter += 1;
  const tag = `${randomUUID().slice(0, 6)}-${counter}`;
  return {
    kind,
    name_en: `Plan ${tag}`,
    name_uk: `План ${tag}`,
    description_en: 'What it gives',
    description_uk: 'Що він дає',
    currency: 'USD',
    price_cents: 499,
    ...(kind === 'subscription' ? { annual_price_cents: 4990 } : {}),
    ...(kind === 'upgrade' || kind === 'sponsorship' ? { duration_days: 7 } : {}),
    ...overrides,
  };
}

/** A payment that names the plan, as a checkout would leave it. */
export async function paymentFor(db: Db, userId: string, planId: string) {
  await db.insert(payments).values({
    userId,
    planId,
    kind: 'upgrade',
    billingCycle: 'one_time',
    description: 'Test payment',
    amountCents: 499,
    currency: 'USD',
    provider: 'test',
  });
}

/** A running subscription to the plan. */
export async function subscriptionTo(db: Db, userId: string, planId: string) {
  const now = Date.now();
  await db.insert(subscriptions).values({
    userId,
    planId,
    billingCycle: 'monthly',
    currentPeriodStart: new Date(now),
    currentPeriodEnd: new Date(now + 30 * 86_400_000),
    provider: 'test',
  });
}

/** Removes the plans a test made, with what refers to them. */
export async function removePlans(db: Db, ids: string[]) {
  if (ids.length === 0) return;
  await db.delete(payments).where(inArray(payments.planId, ids));
  await db.delete(subscriptions).where(inArray(subscriptions.planId, ids));
  await db.delete(plans).where(inArray(plans.id, ids));
}

export const planRow = async (db: Db, id: string) =>
  (await db.select().from(plans).where(eq(plans.id, id)))[0];
