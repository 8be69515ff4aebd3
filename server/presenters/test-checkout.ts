import type { CheckoutStarted, TestCheckout, TestCheckoutOutcome } from '../../shared/schemas/checkout';
import type { PaymentRow } from '../services/payments/fulfil-payment';
import { paymentReturnPath } from '../services/payments/return-path';

/** The test provider's checkout page: what is being paid for, and where to go once it is done. */
export const presentTestCheckout = (p: PaymentRow): TestCheckout => ({
  payment_id: p.id,
  kind: p.kind,
  description: p.description,
  amount_cents: p.amountCents,
  currency: p.currency,
  billing_cycle: p.billingCycle,
  status: p.status,
  return_url: paymentReturnPath(p),
});

/** After Pay or Cancel on the test page: the payment's status and where to go. */
export const presentCheckoutOutcome = (finished: {
  status: PaymentRow['status'];
  returnPath: string;
}): TestCheckoutOutcome => ({ status: finished.status, return_url: finished.returnPath });

/** A checkout just started: the pending payment and the provider's page to pay on. */
export const presentCheckoutStarted = (started: {
  paymentId: string;
  checkoutUrl: string;
}): CheckoutStarted => ({
  payment_id: started.paymentId,
  checkout_url: started.checkoutUrl,
});
