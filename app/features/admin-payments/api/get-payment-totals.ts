import { queryOptions, useQuery } from '@tanstack/react-query';
import { PaymentTotals, TOTALS_MONTHS_DEFAULT } from '../../../../shared/schemas/admin-payments';
import { apiGet } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/payments/totals: per month and currency, newest month first. */
export const getPaymentTotals = (months: number, signal?: AbortSignal) =>
  apiGet(PaymentTotals, '/api/v1/admin/payments/totals', { months }, signal);

export const paymentTotalsQueryOptions = (months = TOTALS_MONTHS_DEFAULT) =>
  queryOptions({
    queryKey: adminKeys.paymentTotals(months),
    queryFn: ({ signal }) => getPaymentTotals(months, signal),
    staleTime: 0,
  });

export function usePaymentTotals(months = TOTALS_MONTHS_DEFAULT) {
  return useQuery(paymentTotalsQueryOptions(months));
}
