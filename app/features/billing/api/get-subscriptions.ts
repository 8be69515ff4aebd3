import { queryOptions, useQuery } from '@tanstack/react-query';
import * as paymentsApi from '../../../../shared/api/payments';
import { callApi } from '../../../lib/api-client';
import { subscriptionKeys } from '../../../lib/query-keys';

/** GET /me/subscriptions: the person's subscriptions, newest first, with their status now. */
export function getSubscriptions(signal?: AbortSignal) {
  return callApi(paymentsApi.listSubscriptions, { signal });
}

export const subscriptionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: subscriptionKeys.mine(userId),
    queryFn: ({ signal }) => getSubscriptions(signal),
    staleTime: 0,
  });

export function useSubscriptions(userId: string) {
  return useQuery(subscriptionsQueryOptions(userId));
}
