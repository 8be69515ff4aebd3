import type { CheckoutInput, CheckoutStarted } from '../../../../shared/schemas/checkout';
import { apiPost } from '../../../lib/api-client';

/** POST /api/v1/checkout → the payment page to send the person to (the provider's, or the test one). */
export function startCheckout(body: CheckoutInput) {
  return apiPost<CheckoutStarted>('/api/v1/checkout', body);
}
