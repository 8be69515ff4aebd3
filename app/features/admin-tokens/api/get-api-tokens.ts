import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiTokenList } from '../../../../shared/schemas/api-tokens';
import { apiGet } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** GET /api/v1/admin/api-tokens: every token, newest first (no secrets). */
export const getApiTokens = (signal?: AbortSignal) =>
  apiGet(ApiTokenList, '/api/v1/admin/api-tokens', undefined, signal);

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
