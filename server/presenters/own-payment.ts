import type { OwnPayment } from '../../shared/schemas/checkout';
import type { PaymentRow } from '../services/payments/fulfil-payment';

/** One of the viewer's own payments, as the payment return pages read it. */
export const presentOwnPayment = (p: PaymentRow): OwnPayment => ({
  id: p.id,
  status: p.status,
  kind: p.kind,
  ad_id: p.adId,
  description: p.description,
  amount_cents: p.amountCents,
  currency: p.currency,
  created_at: p.createdAt.toISOString(),
  paid_at: p.paidAt?.toISOString() ?? null,
});
