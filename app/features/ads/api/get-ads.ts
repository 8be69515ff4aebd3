import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADS_PAGE_SIZE } from '../../../../shared/constants';
import type { AdPage } from '../../../../shared/schemas/ads';
import { apiGet } from '../../../lib/api-client';

export type AdsFilter = { city?: string; category?: string };

export function getAds(filter: AdsFilter & { cursor?: string | null; limit?: number }, signal?: AbortSignal) {
  return apiGet<AdPage>(
    '/api/v1/ads',
    {
      city: filter.city,
      category: filter.category,
      cursor: filter.cursor,
      limit: filter.limit ?? ADS_PAGE_SIZE,
    },
    signal,
  );
}

/** Approved ads, paid first then newest, one page of ADS_PAGE_SIZE at a time (cursor paging). */
export const adsInfiniteQueryOptions = (filter: AdsFilter) =>
  infiniteQueryOptions({
    queryKey: ['ads', 'list', filter],
    queryFn: ({ pageParam, signal }) => getAds({ ...filter, cursor: pageParam }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export function useAds(filter: AdsFilter, options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...adsInfiniteQueryOptions(filter), enabled: options.enabled ?? true });
}
