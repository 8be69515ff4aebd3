import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { SEARCH } from '../../../../shared/constants';
import { SearchPage } from '../../../../shared/schemas/search';
import { apiGet } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/query-keys';
import type { SearchApiQuery } from '../utils/search-api-query';

/** GET /api/v1/search: approved ads matching the question in the order asked (paid first), by cursor. */
export function searchAds(query: SearchApiQuery, cursor: string | null, signal?: AbortSignal) {
  return apiGet(SearchPage, '/api/v1/search', { ...query, cursor, limit: SEARCH.pageSize }, signal);
}

/** `from`: the cursor the results start at. */
export const searchAdsQueryOptions = (query: SearchApiQuery, from?: string) =>
  infiniteQueryOptions({
    queryKey: searchKeys.results({ ...query, from }),
    queryFn: ({ pageParam, signal }) => searchAds(query, pageParam, signal),
    initialPageParam: (from ?? null) as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useSearchAds(query: SearchApiQuery, from?: string) {
  return useInfiniteQuery(searchAdsQueryOptions(query, from));
}
