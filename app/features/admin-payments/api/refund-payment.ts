import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as paymentsApi from '../../../../shared/api/admin-payments';
import { callApi } from '../../../lib/api-client';
import { adKeys, adminKeys } from '../../../lib/query-keys';

/** POST /admin/payments/{id}/refund: marks it refunded and ends what it bought now. */
export const refundPayment = (id: string, reason: string | null) =>
  callApi(paymentsApi.refundPayment, { params: { id }, body: reason ? { reason } : {} });

/** Marks a refund, then refreshes the payments (after a failure too: someone else may have marked it). */
export function useRefundPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string | null }) => refundPayment(id, reason),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.payments });
      // The ad may have left the paid places of public lists.
      await queryClient.invalidateQueries({ queryKey: adKeys.all });
    },
  });
}
