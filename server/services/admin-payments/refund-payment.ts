import { and, eq, gt, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { RefundEnded } from '../../../shared/schemas/admin-payments';
import { AppError, notFound } from '../../core/app-error';
import type { SearchCache } from '../../core/search-cache';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements } from '../../db/schema/ads';
import { payments, sponsorships, subscriptions } from '../../db/schema/monetization';
import { recordAudit } from '../audit/record-audit';
import type { RenewalProvider } from '../subscriptions/renewal-switch';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Payment = typeof payments.$inferSelect;

/** A moment as an SQL value (both drivers take the text the same way). */
const at = (moment: Date) => sql`${moment.toISOString()}::timestamptz`;

/** Ends an upgrade's paid placement now (is_paid stays: paid_until in the past means "not paid now"). */
async function endPaidPlacement(tx: Tx, payment: Payment, now: Date): Promise<RefundEnded> {
  if (!payment.adId) return 'nothing';
  await tx
    .update(advertisements)
    .set({ paidUntil: now })
    .where(and(eq(advertisements.id, payment.adId), gt(advertisements.paidUntil, now)));
  return 'paid_placement';
}

async function endSponsorship(tx: Tx, payment: Payment, now: Date): Promise<RefundEnded> {
  const ended = await tx
    .update(sponsorships)
    .set({
      startsAt: sql`least(${sponsorships.startsAt}, ${at(now)})`,
      endsAt: sql`least(${sponsorships.endsAt}, ${at(now)})`,
    })
    .where(eq(sponsorships.paymentId, payment.id))
    .returning({ id: sponsorships.id });
  return ended.length > 0 ? 'sponsorship' : 'nothing';
}

/**
 * Ends the subscription's period now and stops renewal; the holder's ads whose paid period came from
 * that period (paid_until equal to its end) stop being paid now too.
 */
async function endSubscription(tx: Tx, payment: Payment, now: Date): Promise<RefundEnded> {
  if (!payment.subscriptionId) return 'nothing';
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.id, payment.subscriptionId))
    .for('update');
  if (!subscription) return 'nothing';
  // Ads first, while the period's end is still the stored one (compared in SQL: microseconds kept).
  const periodEnd = sql`(select ${subscriptions.currentPeriodEnd} from ${subscriptions} where ${subscriptions.id} = ${subscription.id})`;
  await tx
    .update(advertisements)
    .set({ paidUntil: sql`least(${advertisements.paidUntil}, ${at(now)})` })
    .where(and(eq(advertisements.userId, payment.userId), eq(advertisements.paidUntil, periodEnd)));
  await tx
    .update(subscriptions)
    .set({
      currentPeriodEnd: sql`least(${subscriptions.currentPeriodEnd}, ${at(now)})`,
      cancelAtPeriodEnd: true,
      cancelledAt: subscription.cancelledAt ?? now,
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscription.id));
  return 'subscription';
}

const ENDERS: Record<Payment['kind'], (tx: Tx, payment: Payment, now: Date) => Promise<RefundEnded>> = {
  upgrade: endPaidPlacement,
  sponsorship: endSponsorship,
  subscription: endSubscription,
  // A boost already moved the ad up once: there is nothing left to take back.
  boost: async () => 'nothing',
};

/**
 * A refunded subscription must not be charged again: the provider is told to stop renewing first (a
 * provider failure answers 502 and nothing is marked), as when its holder cancels.
 */
async function stopRenewalAtProvider(deps: { db: Db; provider: RenewalProvider | null }, id: string) {
  if (!z.uuid().safeParse(id).success) return;
  const [row] = await deps.db
    .select({ status: payments.status, subscription: subscriptions })
    .from(payments)
    .innerJoin(subscriptions, eq(subscriptions.id, payments.subscriptionId))
    .where(and(eq(payments.id, id), eq(payments.kind, 'subscription')));
  const subscription = row?.subscription;
  if (row?.status !== 'paid' || !subscription?.providerSubscriptionId) return;
  if (!deps.provider || subscription.provider !== deps.provider.name || subscription.cancelAtPeriodEnd)
    return;
  await deps.provider.setCancelAtPeriodEnd(subscription.providerSubscriptionId, true);
}

/**
 * An admin marks a paid payment refunded (the money itself goes back through the provider's
 * dashboard) and what it bought ends now, in one transaction with the audit entry.
 * Anything but a paid payment (a second refund among them) is 409 PAYMENT_NOT_REFUNDABLE.
 */
export async function refundPayment(
  deps: { db: Db; now: Date; actor: Viewer; provider: RenewalProvider | null; searchCache: SearchCache },
  id: string,
  reason: string | undefined,
): Promise<RefundEnded> {
  const { db, now, actor } = deps;
  await stopRenewalAtProvider(deps, id);
  const ended = await db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
    if (!payment) throw notFound();
    if (payment.status !== 'paid') throw new AppError('PAYMENT_NOT_REFUNDABLE', 409);
    await tx
      .update(payments)
      .set({ status: 'refunded', refundedAt: now, updatedAt: now })
      .where(eq(payments.id, id));
    const ended = await ENDERS[payment.kind](tx, payment, now);
    await recordAudit(tx, actor, {
      action: 'payment.refund',
      entityType: 'payment',
      entityId: id,
      before: { status: payment.status, refunded_at: null },
      after: {
        status: 'refunded',
        refunded_at: now.toISOString(),
        description: payment.description,
        amount_cents: payment.amountCents,
        currency: payment.currency,
        ended,
        reason: reason || null,
      },
    });
    return ended;
  });
  deps.searchCache.forget();
  return ended;
}
