import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import * as savedSearchesApi from '../../../../shared/api/saved-searches';
import { callApi } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

/** GET /api/v1/unsubscribe/{token}: the saved search a mail's link names (no sign-in; changes nothing). */
export const unsubscribeTargetQueryOptions = (token: string) =>
  queryOptions({
    queryKey: savedSearchKeys.unsubscribe(token),
    queryFn: ({ signal }) => callApi(savedSearchesApi.getUnsubscribeTarget, { params: { token }, signal }),
    retry: false,
  });

export function useUnsubscribeTarget(token: string) {
  return useQuery(unsubscribeTargetQueryOptions(token));
}

/** POST /api/v1/unsubscribe/{token}: no more mail for that search. */
export function useUnsubscribe(token: string) {
  return useMutation({ mutationFn: () => callApi(savedSearchesApi.unsubscribe, { params: { token } }) });
}
