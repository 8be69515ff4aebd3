import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type CheckoutRequest = { plan_id: string; billing_cycle: 'monthly' | 'annual' };
export type CheckoutStarted = { payment_id: string; checkout_url: string };

/** POST /api/v1/checkout → where to pay (the provider's page, or the local test checkout). */
export function startCheckout(body: CheckoutRequest) {
  return apiPost<CheckoutStarted>('/api/v1/checkout', body);
}

/** Starts a checkout and leaves for its payment page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: ({ checkout_url }) => window.location.assign(checkout_url),
  });
}
