import { queryOptions, useQuery } from '@tanstack/react-query';
import * as savedSearchesApi from '../../../../shared/api/saved-searches';
import { callApi } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

/** GET /api/v1/me/saved-searches: the signed-in person's saved searches, in the order saved. */
export const getSavedSearches = (signal?: AbortSignal) =>
  callApi(savedSearchesApi.listSavedSearches, { signal });

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: savedSearchKeys.list, queryFn: ({ signal }) => getSavedSearches(signal) });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}
