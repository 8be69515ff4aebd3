import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { UnsubscribeTarget } from '../../../../shared/schemas/saved-searches';
import { apiGet, apiPost } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

const path = (token: string) => `/api/v1/unsubscribe/${encodeURIComponent(token)}`;

/** GET /api/v1/unsubscribe/{token}: the saved search a mail's link names (no sign-in; changes nothing). */
export const unsubscribeTargetQueryOptions = (token: string) =>
  queryOptions({
    queryKey: savedSearchKeys.unsubscribe(token),
    queryFn: ({ signal }) => apiGet(UnsubscribeTarget, path(token), undefined, signal),
    retry: false,
  });

export function useUnsubscribeTarget(token: string) {
  return useQuery(unsubscribeTargetQueryOptions(token));
}

/** POST /api/v1/unsubscribe/{token}: no more mail for that search. */
export function useUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => apiPost(UnsubscribeTarget, path(token)) });
}
