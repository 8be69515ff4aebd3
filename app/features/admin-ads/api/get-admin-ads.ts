import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as moderationApi from '../../../../shared/api/moderation';
import { callApi } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';
import type { AdminAdsFilters } from '../utils/admin-ads-filters';

export const ADMIN_ADS_PAGE_SIZE = 20;

/** GET /admin/ads: one page of the moderation list, newest first, with counts per status. */
export function getAdminAds(filters: AdminAdsFilters, offset: number, signal?: AbortSignal) {
  return callApi(moderationApi.listModerationAds, {
    query: {
      status: filters.status === 'all' ? undefined : filters.status,
      city: filters.city,
      category: filters.category,
      is_event: filters.event,
      limit: ADMIN_ADS_PAGE_SIZE,
      offset,
    },
    signal,
  });
}

export const adminAdsQueryOptions = (filters: AdminAdsFilters) =>
  infiniteQueryOptions({
    queryKey: adKeys.admin(filters),
    queryFn: ({ pageParam, signal }) => getAdminAds(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined,
    // Other moderators work the same queue: look again whenever the page is opened.
    staleTime: 0,
  });

export function useAdminAds(filters: AdminAdsFilters) {
  return useInfiniteQuery(adminAdsQueryOptions(filters));
}
