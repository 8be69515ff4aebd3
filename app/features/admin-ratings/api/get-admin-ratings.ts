import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as ratingsApi from '../../../../shared/api/admin-ratings';
import { callApi } from '../../../lib/api-client';
import { ratingKeys } from '../../../lib/query-keys';
import type { AdminRatingsFilters } from '../utils/admin-ratings-filters';

export const ADMIN_RATINGS_PAGE_SIZE = 20;

/** GET /admin/ratings: a page of the moderation list, with counts per status. */
export function getAdminRatings(filters: AdminRatingsFilters, offset: number, signal?: AbortSignal) {
  return callApi(ratingsApi.listRatings, {
    query: { status: filters.status, ad_id: filters.ad, limit: ADMIN_RATINGS_PAGE_SIZE, offset },
    signal,
  });
}

export const adminRatingsQueryOptions = (filters: AdminRatingsFilters) =>
  infiniteQueryOptions({
    queryKey: ratingKeys.admin(filters),
    queryFn: ({ pageParam, signal }) => getAdminRatings(filters, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined,
    // Other moderators work the same queue: look again whenever the page is opened.
    staleTime: 0,
  });

export function useAdminRatings(filters: AdminRatingsFilters) {
  return useInfiniteQuery(adminRatingsQueryOptions(filters));
}
