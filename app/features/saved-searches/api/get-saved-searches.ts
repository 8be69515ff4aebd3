import { queryOptions, useQuery } from '@tanstack/react-query';
import { SavedSearchList } from '../../../../shared/schemas/saved-searches';
import { apiGet } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

/** GET /api/v1/me/saved-searches: the signed-in person's saved searches, in the order saved. */
export const getSavedSearches = (signal?: AbortSignal) =>
  apiGet(SavedSearchList, '/api/v1/me/saved-searches', undefined, signal);

export const savedSearchesQueryOptions = () =>
  queryOptions({ queryKey: savedSearchKeys.list, queryFn: ({ signal }) => getSavedSearches(signal) });

export function useSavedSearches() {
  return useQuery(savedSearchesQueryOptions());
}
