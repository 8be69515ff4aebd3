import { and, desc, eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Db } from '../../db/client';
import { advertisements } from '../../db/schema/ads';
import { auditLog } from '../../db/schema/audit-log';
import { payments, sponsorships, subscriptions } from '../../db/schema/monetization';
import { type PaymentRow, selectPayments } from './payment-rows';

export interface PaymentDetailRow {
  row: PaymentRow;
  ad: { id: string; title: string; isPaid: boolean; paidUntil: Date | null } | null;
  sponsorship: { id: string; startsAt: Date; endsAt: Date } | null;
  subscription: typeof subscriptions.$inferSelect | null;
  refundReason: string | null;
}

/** The reason an admin gave when marking the refund (kept in the audit log), or null. */
async function refundReason(db: Db, paymentId: string): Promise<string | null> {
  const [entry] = await db
    .select({ after: auditLog.after })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.entityType, 'payment'),
        eq(auditLog.entityId, paymentId),
        eq(auditLog.action, 'payment.refund'),
      ),
    )
    .orderBy(desc(auditLog.createdAt))
    .limit(1);
  const reason = (entry?.after as { reason?: unknown } | null | undefined)?.reason;
  return typeof reason === 'string' && reason ? reason : null;
}

/** One payment with what it bought, as things stand now; 404 when there is no such payment. */
export async function getPayment(db: Db, id: string): Promise<PaymentDetailRow> {
  const [row] = await selectPayments(db).where(eq(payments.id, id));
  if (!row) throw notFound();
  const { adId, subscriptionId } = row.payment;
  const [ads, sponsored, subscribed, reason] = await Promise.all([
    adId
      ? db
          .select({
            id: advertisements.id,
            title: advertisements.title,
            isPaid: advertisements.isPaid,
            paidUntil: advertisements.paidUntil,
          })
          .from(advertisements)
          .where(eq(advertisements.id, adId))
      : [],
    db
      .select({ id: sponsorships.id, startsAt: sponsorships.startsAt, endsAt: sponsorships.endsAt })
      .from(sponsorships)
      .where(eq(sponsorships.paymentId, id))
      .orderBy(desc(sponsorships.endsAt))
      .limit(1),
    subscriptionId ? db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId)) : [],
    refundReason(db, id),
  ]);
  return {
    row,
    ad: ads[0] ?? null,
    sponsorship: sponsored[0] ?? null,
    subscription: subscribed[0] ?? null,
    refundReason: reason,
  };
}
