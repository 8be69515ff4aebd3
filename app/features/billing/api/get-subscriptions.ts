import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionList } from '../../../../shared/schemas/subscriptions';
import { apiGet } from '../../../lib/api-client';
import { subscriptionKeys } from '../../../lib/query-keys';

/** GET /api/v1/me/subscriptions: the person's subscriptions, newest first, with their status now. */
export function getSubscriptions(signal?: AbortSignal) {
  return apiGet(SubscriptionList, '/api/v1/me/subscriptions', undefined, signal);
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
