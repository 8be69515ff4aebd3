import { queryOptions, useQuery } from '@tanstack/react-query';
import * as paymentsApi from '../../../../shared/api/admin-payments';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /admin/payments/{id}: one payment with what it bought, as it stands now. */
export const getAdminPayment = (id: string, signal?: AbortSignal) =>
  callApi(paymentsApi.getPayment, { params: { id }, signal });

export const adminPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.payment(id),
    queryFn: ({ signal }) => getAdminPayment(id, signal),
    staleTime: 0,
  });

/** The payment the detail dialog shows; nothing is fetched while no payment is open. */
export function useAdminPayment(id: string | null) {
  return useQuery({ ...adminPaymentQueryOptions(id ?? ''), enabled: id !== null });
}
