import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as adsApi from '../../../../shared/api/ads';
import { ADS_PAGE_SIZE } from '../../../../shared/constants';
import type { ListingSort } from '../../../../shared/schemas/ads';
import { callApi } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

/** newest (the API's default) is left out of the request; `from`: the cursor the list starts at. */
export type AdsFilter = { city?: string; category?: string; sort?: ListingSort; from?: string };

export function getAds(filter: AdsFilter & { cursor?: string | null; limit?: number }, signal?: AbortSignal) {
  return callApi(adsApi.listAds, {
    query: {
      city: filter.city,
      category: filter.category,
      sort: filter.sort === 'newest' ? undefined : filter.sort,
      cursor: filter.cursor ?? undefined,
      limit: filter.limit ?? ADS_PAGE_SIZE,
    },
    signal,
  });
}

/** Approved ads, paid first then in the chosen order, one page of ADS_PAGE_SIZE at a time (cursor paging). */
export const adsInfiniteQueryOptions = (filter: AdsFilter) =>
  infiniteQueryOptions({
    queryKey: adKeys.list(filter),
    queryFn: ({ pageParam, signal }) => getAds({ ...filter, cursor: pageParam }, signal),
    initialPageParam: (filter.from ?? null) as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAds(filter: AdsFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...adsInfiniteQueryOptions(filter), enabled: options.enabled ?? true });
}
