import { useMutation } from '@tanstack/react-query';
import { type CheckoutInput, CheckoutStarted } from '../../../../shared/schemas/checkout';
import { apiPost } from '../../../lib/api-client';

/** POST /api/v1/checkout: a pending payment and the provider's page to pay on. */
export const startCheckout = (input: CheckoutInput) => apiPost(CheckoutStarted, '/api/v1/checkout', input);

/** On success the browser goes to the checkout page (the provider's, or the test one). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (started) => window.location.assign(started.checkout_url),
  });
}
