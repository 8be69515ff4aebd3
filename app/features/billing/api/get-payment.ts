import { queryOptions, useQuery } from '@tanstack/react-query';
import * as paymentsApi from '../../../../shared/api/payments';
import { callApi } from '../../../lib/api-client';
import { paymentKeys } from '../../../lib/query-keys';

/** GET /me/payments/{id}: one of the person's payments, to see how a checkout ended. */
export function getPayment(id: string, signal?: AbortSignal) {
  return callApi(paymentsApi.getOwnPayment, { params: { id }, signal });
}

/** Asks every second while the payment is pending (the provider's webhook may come a moment later). */
export const paymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: paymentKeys.mine(id),
    queryFn: ({ signal }) => getPayment(id, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? 1000 : false),
    retry: 2,
  });

export function usePayment(id: string | null) {
  return useQuery({ ...paymentQueryOptions(id ?? ''), enabled: id !== null });
}
