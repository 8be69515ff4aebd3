import { and, eq, gt } from 'drizzle-orm';
import { z } from 'zod';
import type { ErrorCode } from '../../../shared/error-codes';
import { displayStatus, type SubscriptionDisplayStatus } from '../../../shared/subscription-status';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { type PaymentProvider, subscriptions } from '../../db/schema/monetization';
import { requireFeatures } from '../settings/platform-settings';
import { findOwnSubscription, type SubscriptionWithPlan } from './list-subscriptions';

/** The part of the payment provider that renews subscriptions (server/payments). */
export interface RenewalProvider {
  name: PaymentProvider;
  setCancelAtPeriodEnd(providerSubscriptionId: string, cancel: boolean): Promise<void>;
}

interface Switch {
  /** true: stop renewing at the period end; false: renew again. */
  cancel: boolean;
  /** The only display status the change applies to. */
  from: SubscriptionDisplayStatus;
  refusal: ErrorCode;
}

export const CANCEL: Switch = { cancel: true, from: 'active', refusal: 'SUBSCRIPTION_NOT_CANCELLABLE' };
export const REACTIVATE: Switch = {
  cancel: false,
  from: 'expiring',
  refusal: 'SUBSCRIPTION_NOT_REACTIVATABLE',
};

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * Cancels (CANCEL: it stays in effect until its period ends, shown as expiring) or reactivates
 * (REACTIVATE: it renews again) one of the viewer's own subscriptions (someone else's is 404). The
 * provider is told first, so a provider failure changes nothing here; the paid period and the ads'
 * paid_until are never touched: benefits end at the period end by themselves.
 */
export async function switchRenewal(
  db: Db,
  provider: RenewalProvider | null,
  viewer: Viewer,
  id: string,
  now: Date,
  change: Switch,
): Promise<SubscriptionWithPlan> {
  await requireFeatures(db, 'subscriptions');
  if (!isUuid(id)) throw notFound();
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id));
  if (!row || row.userId !== viewer.id) throw notFound();
  const status = displayStatus(
    { current_period_end: row.currentPeriodEnd, cancel_at_period_end: row.cancelAtPeriodEnd },
    now,
  );
  if (status !== change.from) throw new AppError(change.refusal, 409);

  if (provider && row.providerSubscriptionId && row.provider === provider.name) {
    await provider.setCancelAtPeriodEnd(row.providerSubscriptionId, change.cancel);
  }
  const changed = await db
    .update(subscriptions)
    .set({ cancelAtPeriodEnd: change.cancel, cancelledAt: change.cancel ? now : null, updatedAt: now })
    .where(
      and(
        eq(subscriptions.id, id),
        eq(subscriptions.cancelAtPeriodEnd, !change.cancel),
        gt(subscriptions.currentPeriodEnd, now),
      ),
    )
    .returning({ id: subscriptions.id });
  // Changed meanwhile (a second click, the period ending): the state it was asked from is gone.
  if (changed.length === 0) throw new AppError(change.refusal, 409);
  const shown = await findOwnSubscription(db, viewer.id, id);
  if (!shown) throw notFound();
  return shown;
}
