import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import * as paymentsApi from '../../../../shared/api/payments';
import { callApi, isApiError } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';

const FINISH = { pay: paymentsApi.payTestCheckout, cancel: paymentsApi.cancelTestCheckout } as const;

export type TestCheckoutAction = keyof typeof FINISH;

/** POST /checkout/test/{sessionId}/pay|cancel: the test provider sends its signed webhook. */
export const finishTestCheckout = (sessionId: string, action: TestCheckoutAction) =>
  callApi(FINISH[action], { params: { sessionId } });

/** Pays or cancels, then goes to the page the checkout returns to. */
export function useFinishTestCheckout(sessionId: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (action: TestCheckoutAction) => finishTestCheckout(sessionId, action),
    onSuccess: (outcome) => {
      // Leave first: refreshing this page's own checkout now would show it closed instead.
      navigate(outcome.return_url);
      // A payment changes ads (paid, boosted), subscriptions and payment lists.
      void queryClient.invalidateQueries();
    },
    onError: (error) => {
      // Paid or cancelled meanwhile (another tab): the page shows it closed.
      if (isApiError(error) && error.code === 'CHECKOUT_CLOSED')
        void queryClient.invalidateQueries({ queryKey: paymentKeys.testCheckout(sessionId) });
    },
  });
}
