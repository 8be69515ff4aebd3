import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import * as paymentsApi from '../../../../shared/api/admin-payments';
import { ADMIN_PAYMENTS_PAGE_SIZE } from '../../../../shared/schemas/admin-payments';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import type { PaymentsFilters } from '../utils/payments-filters';

/** GET /admin/payments: one page of payments matching the filters, newest first, after `cursor`. */
export function getAdminPayments(filters: PaymentsFilters, cursor: string | null, signal?: AbortSignal) {
  return callApi(paymentsApi.listPayments, {
    query: {
      status: filters.status,
      kind: filters.kind,
      person: filters.person.trim() || undefined,
      from: filters.from,
      to: filters.to,
      cursor: cursor ?? undefined,
      limit: ADMIN_PAYMENTS_PAGE_SIZE,
    },
    signal,
  });
}

export const adminPaymentsQueryOptions = (filters: PaymentsFilters) =>
  infiniteQueryOptions({
    queryKey: adminKeys.paymentList(filters),
    queryFn: ({ pageParam, signal }) => getAdminPayments(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    // Payments arrive all the time: look again whenever the page is opened.
    staleTime: 0,
  });

export function useAdminPayments(filters: PaymentsFilters) {
  return useInfiniteQuery({ ...adminPaymentsQueryOptions(filters), placeholderData: keepPreviousData });
}
