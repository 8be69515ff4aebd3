import { queryOptions, useQuery } from '@tanstack/react-query';
import { FavouriteAdIds } from '../../../../shared/schemas/favourites';
import { apiGet } from '../../../lib/api-client';
import { favouriteKeys } from '../../../lib/query-keys';
import { useSession } from '../../auth/api/get-session';

/** GET /api/v1/me/favorite-ids: the ads the signed-in person saved (the hearts on cards and ad pages). */
export const getFavoriteIds = (signal?: AbortSignal) =>
  apiGet(FavouriteAdIds, '/api/v1/me/favorite-ids', undefined, signal);

export const favoriteIdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: favouriteKeys.ids(userId),
    queryFn: ({ signal }) => getFavoriteIds(signal),
    staleTime: 5 * 60_000,
    select: (answer) => new Set(answer.ad_ids),
  });

/** The saved ads' ids: empty for visitors and while loading. */
export function useFavoriteIds(): Set<string> {
  const { user } = useSession();
  const query = useQuery({ ...favoriteIdsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  return (user && query.data) || EMPTY;
}
const EMPTY = new Set<string>();
