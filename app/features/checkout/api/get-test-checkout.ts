import { queryOptions, useQuery } from '@tanstack/react-query';
import * as paymentsApi from '../../../../shared/api/payments';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';

/** GET /checkout/test/{sessionId}: what the test checkout page sells (its owner only). */
export function getTestCheckout(sessionId: string, signal?: AbortSignal) {
  return callApi(paymentsApi.getTestCheckout, { params: { sessionId }, signal });
}

export const testCheckoutQueryOptions = (sessionId: string) =>
  queryOptions({
    queryKey: paymentKeys.testCheckout(sessionId),
    queryFn: ({ signal }) => getTestCheckout(sessionId, signal),
    staleTime: 0,
    retry: false,
  });

export function useTestCheckout(sessionId: string) {
  return useQuery(testCheckoutQueryOptions(sessionId));
}
