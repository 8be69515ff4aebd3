import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import * as favouritesApi from '../../../../shared/api/favourites';
import { callApi } from '../../../lib/api-client';
import { favouriteKeys } from '../../../lib/query-keys';

/** GET /me/favorites: the signed-in person's saved ads, the latest saved first, a page at a time. */
export const getFavourites = (cursor: string | null, signal?: AbortSignal) =>
  callApi(favouritesApi.listFavourites, { query: { cursor: cursor ?? undefined }, signal });

export const favouritesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list(userId),
    queryFn: ({ pageParam, signal }) => getFavourites(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export function useFavourites(userId: string) {
  return useInfiniteQuery(favouritesQueryOptions(userId));
}
