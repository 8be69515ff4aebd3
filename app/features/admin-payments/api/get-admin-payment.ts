import { queryOptions, useQuery } from '@tanstack/react-query';
import { AdminPaymentDetail } from '../../../../shared/schemas/admin-payments';
import { apiGet } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/payments/{id}: one payment with what it bought, as it stands now. */
export const getAdminPayment = (id: string, signal?: AbortSignal) =>
  apiGet(AdminPaymentDetail, `/api/v1/admin/payments/${encodeURIComponent(id)}`, undefined, signal);

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
