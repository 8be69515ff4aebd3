import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { FavouritePage } from '../../../../shared/schemas/favourites';
import { apiGet } from '../../../lib/api-client';
import { favouriteKeys } from '../../../lib/query-keys';

/** GET /api/v1/me/favorites: the signed-in person's saved ads, the latest saved first, a page at a time. */
export const getFavorites = (cursor: string | null, signal?: AbortSignal) =>
  apiGet(FavouritePage, '/api/v1/me/favorites', { cursor }, signal);

export const favoritesQueryOptions = (userId: string) =>
  infiniteQueryOptions({
    queryKey: favouriteKeys.list(userId),
    queryFn: ({ pageParam, signal }) => getFavorites(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
  });

export function useFavorites(userId: string) {
  return useInfiniteQuery(favoritesQueryOptions(userId));
}
