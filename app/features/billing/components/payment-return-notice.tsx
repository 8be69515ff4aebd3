import { usePaymentReturn } from '../hooks/use-payment-return';

/** Placed on the pages a checkout returns to (My Ads, Profile): says how the payment ended. */
export function PaymentReturnNotice() {
  usePaymentReturn();
  return null;
}
