import { queryOptions, useQuery } from '@tanstack/react-query';
import * as apiTokensApi from '../../../../shared/api/api-tokens';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/api-tokens: every token, newest first (no secrets). */
export const getApiTokens = (signal?: AbortSignal) => callApi(apiTokensApi.listApiTokens, { signal });

export const apiTokensQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.apiTokens,
    queryFn: ({ signal }) => getApiTokens(signal),
    // "Last used" moves while the page is open: look again whenever it is opened.
    staleTime: 0,
  });

export function useApiTokens() {
  return useQuery(apiTokensQueryOptions());
}
