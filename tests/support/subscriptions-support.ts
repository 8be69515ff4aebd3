import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import { plans, subscriptions } from '../../server/db/schema/monetization';
import type { PlatformSettingKey } from '../../shared/platform-features';
import { apiCall } from './http';

const DAY = 86_400_000;
export const days = (n: number) => n * DAY;

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

/**
 * Sets a platform setting through the SPEC's RPC (which announces the change) and waits until the
 * server answers with it, since a server may serve its settings from a copy refreshed on NOTIFY.
 */
export async function setPlatformSetting(
  server: { url: string; deps: { db: Db } },
  key: PlatformSettingKey,
  enabled: boolean,
): Promise<void> {
  await server.deps.db.execute(
    sql`select update_platform_setting(${key}, ${JSON.stringify({ enabled })}::jsonb)`,
  );
  for (let tries = 0; tries < 100; tries++) {
    const state = await apiCall(server, 'GET', '/platform-settings');
    if (state.body?.settings?.[key] === enabled) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`setting ${key} did not reach ${enabled}`);
}

/** The stored value of a setting, to put it back after a test file changed it. */
export async function platformSetting(server: { url: string }, key: PlatformSettingKey): Promise<boolean> {
  const state = await apiCall(server, 'GET', '/platform-settings');
  return state.body.settings[key] as boolean;
}
