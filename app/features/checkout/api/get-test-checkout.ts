import { queryOptions, useQuery } from '@tanstack/react-query';
import { TestCheckout } from '../../../../shared/schemas/checkout';
import { apiGet } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';

/** GET /api/v1/checkout/test/{sessionId}: what the test checkout page sells (its owner only). */
export function getTestCheckout(sessionId: string, signal?: AbortSignal) {
  return apiGet(TestCheckout, `/api/v1/checkout/test/${encodeURIComponent(sessionId)}`, undefined, signal);
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
