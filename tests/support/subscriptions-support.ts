import { and, eq } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { plans, subscriptions } from '../../server/db/schema/monetization';

const DAY = 86_400_000;
export const days = (n: number) => n * DAY;

/** The instant the subscription tests set their rows and clock around, and `ms` after it. */
export const T0 = new Date('2031-03-01T12:00:00.000Z');
export const at = (ms: number) => new Date(T0.getTime() + ms);

/** The seeded subscription plan (migration 0012). */
export async function subscriptionPlanId(db: Db): Promise<string> {
  const [plan] = await db
    .select({ id: plans.id })
    .from(plans)
    .where(and(eq(plans.kind, 'subscription'), eq(plans.active, true)))
    .limit(1);
  if (!plan) throw new Error('no subscription plan seeded');
  return plan.id;
}

/** A subscription row made directly, as a paid checkout would leave it. */
export async function createSubscription(
  db: Db,
  fields: {
    userId: string;
    planId: string;
    start: Date;
    end: Date;
    cancelAtPeriodEnd?: boolean;
    billingCycle?: 'monthly' | 'annual';
    providerSubscriptionId?: string | null;
    createdAt?: Date;
  },
) {
  const [row] = await db
    .insert(subscriptions)
    .values({
      userId: fields.userId,
      planId: fields.planId,
      billingCycle: fields.billingCycle ?? 'monthly',
      currentPeriodStart: fields.start,
      currentPeriodEnd: fields.end,
      cancelAtPeriodEnd: fields.cancelAtPeriodEnd ?? false,
      cancelledAt: fields.cancelAtPeriodEnd ? fields.start : null,
      provider: 'test',
      providerSubscriptionId:
        fields.providerSubscriptionId === undefined
          ? `sub_test_${crypto.randomUUID()}`
          : fields.providerSubscriptionId,
      ...(fields.createdAt ? { createdAt: fields.createdAt } : {}),
    })
    .returning();
  if (!row) throw new Error('subscription not created');
  return row;
}

type SubscriptionFields = Parameters<typeof createSubscription>[1];

/** A subscription of `userId` to `planId` for 30 days from T0, unless `fields` say otherwise. */
export const subscriptionFromT0 = (
  db: Db,
  userId: string,
  planId: string,
  fields: Partial<SubscriptionFields> = {},
) => createSubscription(db, { userId, planId, start: T0, end: at(days(30)), ...fields });
