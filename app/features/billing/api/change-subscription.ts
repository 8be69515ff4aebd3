import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paymentsApi from '../../../../shared/api/payments';
import type { SubscriptionList } from '../../../../shared/schemas/subscriptions';
import { callApi } from '../../../lib/api-client';
import { subscriptionKeys } from '../../../lib/query-keys';

const CHANGES = {
  cancel: paymentsApi.cancelSubscription,
  reactivate: paymentsApi.reactivateSubscription,
} as const;

export type SubscriptionChange = keyof typeof CHANGES;

/** POST /me/subscriptions/{id}/cancel or /reactivate → the subscription after the change. */
export function changeSubscription(id: string, change: SubscriptionChange) {
  return callApi(CHANGES[change], { params: { id } });
}

/** Cancels or reactivates one of the person's subscriptions; the list shows the answer at once. */
export function useChangeSubscription(userId: string, change: SubscriptionChange) {
  const queryClient = useQueryClient();
  const key = subscriptionKeys.mine(userId);
  return useMutation({
    mutationFn: (id: string) => changeSubscription(id, change),
    onSuccess: (changed) =>
      queryClient.setQueryData<SubscriptionList>(key, (data) =>
        data ? { items: data.items.map((sub) => (sub.id === changed.id ? changed : sub)) } : data,
      ),
    // Refused because it changed elsewhere (another tab, the period ended): show how it is now.
    onError: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
