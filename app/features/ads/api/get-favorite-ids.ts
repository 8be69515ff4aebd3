import { queryOptions, useQuery } from '@tanstack/react-query';
import * as favouritesApi from '../../../../shared/api/favourites';
import { callApi } from '../../../lib/api-client';
import { favouriteKeys } from '../../../lib/query-keys';
import { useSession } from '../../auth/api/get-session';

/** GET /me/favorite-ids: the ads the signed-in person saved, and their own (which carry no heart). */
export const getFavoriteIds = (signal?: AbortSignal) => callApi(favouritesApi.listFavouriteAdIds, { signal });

export const favoriteIdsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: favouriteKeys.ids(userId),
    queryFn: ({ signal }) => getFavoriteIds(signal),
    staleTime: 5 * 60_000,
    select: (answer) => ({ saved: new Set(answer.ad_ids), own: new Set(answer.own_ad_ids) }),
  });

export type HeartIds = { saved: Set<string>; own: Set<string> };

/** The saved ads' ids and the person's own: empty for visitors and while loading. */
export function useHeartIds(): HeartIds {
  const { user } = useSession();
  const query = useQuery({ ...favoriteIdsQueryOptions(user?.id ?? ''), enabled: Boolean(user) });
  return (user && query.data) || NONE;
}
const NONE: HeartIds = { saved: new Set(), own: new Set() };
