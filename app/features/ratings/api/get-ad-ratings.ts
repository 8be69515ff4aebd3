import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as ratingsApi from '../../../../shared/api/ratings';
import { callApi } from '../../../lib/api-client';
import { ratingKeys } from '../../../lib/query-keys';

export const AD_RATINGS_PAGE_SIZE = 10;

/** GET /ads/{id}/ratings: approved ratings newest first, the summary, and the viewer's own. */
export function getAdRatings(adId: string, offset: number, signal?: AbortSignal) {
  return callApi(ratingsApi.listAdRatings, {
    params: { id: adId },
    query: { limit: AD_RATINGS_PAGE_SIZE, offset },
    signal,
  });
}

export const adRatingsQueryOptions = (adId: string) =>
  infiniteQueryOptions({
    queryKey: ratingKeys.ofAd(adId),
    queryFn: ({ pageParam, signal }) => getAdRatings(adId, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) =>
      last.has_more ? pages.reduce((sum, page) => sum + page.items.length, 0) : undefined,
  });

export function useAdRatings(adId: string) {
  return useInfiniteQuery(adRatingsQueryOptions(adId));
}
