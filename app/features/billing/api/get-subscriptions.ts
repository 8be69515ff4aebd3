import { queryOptions, useQuery } from '@tanstack/react-query';
import { SubscriptionList } from '../../../../shared/schemas/subscriptions';
import { apiGet } from '../../../lib/api-client';

/** GET /api/v1/me/subscriptions: the person's subscriptions, newest first, with their status now. */
export function getSubscriptions(signal?: AbortSignal) {
  return apiGet(SubscriptionList, '/api/v1/me/subscriptions', undefined, signal);
}

export const subscriptionsQueryKey = (userId: string) => ['subscriptions', 'mine', userId] as const;

export const subscriptionsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: subscriptionsQueryKey(userId),
    queryFn: ({ signal }) => getSubscriptions(signal),
    staleTime: 0,
  });

export function useSubscriptions(userId: string) {
  return useQuery(subscriptionsQueryOptions(userId));
}
