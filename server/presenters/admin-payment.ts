import type { AdminPayment, AdminPaymentDetail } from '../../shared/schemas/admin-payments';
import { displayStatus } from '../../shared/subscription-status';
import type { PaymentDetailRow } from '../services/admin-payments/get-payment';
import type { PaymentRow } from '../services/admin-payments/payment-rows';

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const presentPayment = ({ payment, personName, personEmail, adTitle }: PaymentRow): AdminPayment => ({
  id: payment.id,
  created_at: payment.createdAt.toISOString(),
  paid_at: iso(payment.paidAt),
  refunded_at: iso(payment.refundedAt),
  status: payment.status,
  kind: payment.kind,
  billing_cycle: payment.billingCycle,
  description: payment.description,
  amount_cents: payment.amountCents,
  currency: payment.currency,
  provider: payment.provider,
  provider_payment_id: payment.providerPaymentId,
  person: { id: payment.userId, display_name: personName, email: personEmail },
  ad: payment.adId && adTitle !== null ? { id: payment.adId, title: adTitle } : null,
});

export function presentPaymentDetail(detail: PaymentDetailRow, now: Date): AdminPaymentDetail {
  const { ad, sponsorship, subscription } = detail;
  return {
    ...presentPayment(detail.row),
    provider_session_id: detail.row.payment.providerSessionId,
    refund_reason: detail.refundReason,
    bought: {
      ad: ad && { id: ad.id, title: ad.title, is_paid: ad.isPaid, paid_until: iso(ad.paidUntil) },
      sponsorship: sponsorship && {
        id: sponsorship.id,
        starts_at: sponsorship.startsAt.toISOString(),
        ends_at: sponsorship.endsAt.toISOString(),
      },
      subscription: subscription && {
        id: subscription.id,
        status: displayStatus(
          {
            current_period_end: subscription.currentPeriodEnd,
            cancel_at_period_end: subscription.cancelAtPeriodEnd,
          },
          now,
        ),
        billing_cycle: subscription.billingCycle,
        current_period_start: subscription.currentPeriodStart.toISOString(),
        current_period_end: subscription.currentPeriodEnd.toISOString(),
        cancel_at_period_end: subscription.cancelAtPeriodEnd,
      },
    },
  };
}
