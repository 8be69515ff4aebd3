import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OwnPayment } from '../../../../shared/schemas/checkout';
import { apiGet } from '../../../lib/api-client';

/** GET /api/v1/me/payments/{id}: one of the viewer's payments. */
export function getOwnPayment(id: string, signal?: AbortSignal) {
  return apiGet<OwnPayment>(`/api/v1/me/payments/${encodeURIComponent(id)}`, undefined, signal);
}

/**
 * For the pages a checkout returns to (?payment=id): asked again every 2 s while the payment is
 * pending, since the provider's webhook may arrive a moment after the person does.
 */
export const ownPaymentQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['payments', 'own', id] as const,
    queryFn: ({ signal }) => getOwnPayment(id, signal),
    // Not forever: a checkout left open at the provider stays pending until it expires (a day).
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' && query.state.dataUpdateCount < 90 ? 2000 : false,
    retry: false,
  });

export function useOwnPayment(id: string | null) {
  return useQuery({ ...ownPaymentQueryOptions(id ?? ''), enabled: Boolean(id) });
}
