import { useMutation } from '@tanstack/react-query';
import * as paymentsApi from '../../../../shared/api/payments';
import type { CheckoutInput } from '../../../../shared/schemas/checkout';
import { callApi } from '../../../lib/api-client';

/** POST /checkout: a pending payment and the provider's page to pay on. */
export const startCheckout = (input: CheckoutInput) => callApi(paymentsApi.startCheckout, { body: input });

/** On success the browser goes to the checkout page (the provider's, or the test one). */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (started) => window.location.assign(started.checkout_url),
  });
}
