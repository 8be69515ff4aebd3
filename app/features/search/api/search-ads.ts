import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as searchApi from '../../../../shared/api/search';
import { SEARCH } from '../../../../shared/constants';
import { callApi } from '../../../lib/api-client';
import { searchKeys } from '../../../lib/query-keys';
import type { SearchApiQuery } from '../utils/search-api-query';

/** GET /search: approved ads matching the question in the order asked (paid first), by cursor. */
export function searchAds(query: SearchApiQuery, cursor: string | null, signal?: AbortSignal) {
  // Query values travel as text: the prices as the address writes them, no q as none.
  const { q = '', min_price, max_price } = query;
  const prices = { min_price: min_price?.toString(), max_price: max_price?.toString() };
  return callApi(searchApi.searchAds, {
    query: { ...query, q, ...prices, cursor: cursor ?? undefined, limit: SEARCH.pageSize },
    signal,
  });
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
