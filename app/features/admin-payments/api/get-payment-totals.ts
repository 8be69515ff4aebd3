import { queryOptions, useQuery } from '@tanstack/react-query';
import * as paymentsApi from '../../../../shared/api/admin-payments';
import { TOTALS_MONTHS_DEFAULT } from '../../../../shared/schemas/admin-payments';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /admin/payments/totals: per month and currency, newest month first. */
export const getPaymentTotals = (months: number, signal?: AbortSignal) =>
  callApi(paymentsApi.getPaymentTotals, { query: { months }, signal });

export const paymentTotalsQueryOptions = (months = TOTALS_MONTHS_DEFAULT) =>
  queryOptions({
    queryKey: adminKeys.paymentTotals(months),
    queryFn: ({ signal }) => getPaymentTotals(months, signal),
    staleTime: 0,
  });

export function usePaymentTotals(months = TOTALS_MONTHS_DEFAULT) {
  return useQuery(paymentTotalsQueryOptions(months));
}
