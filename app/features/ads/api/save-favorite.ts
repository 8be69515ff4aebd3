import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as favouritesApi from '../../../../shared/api/favourites';
import type { FavouriteAdIds } from '../../../../shared/schemas/favourites';
import { callApi } from '../../../lib/api-client';
import { adKeys, favouriteKeys } from '../../../lib/query-keys';

/** PUT /me/favorites/{id} (saved: true) or DELETE it: idempotent both ways. */
export const setFavorite = ({ adId, saved }: { adId: string; saved: boolean }) =>
  saved
    ? callApi(favouritesApi.saveFavourite, { params: { id: adId } })
    : callApi(favouritesApi.removeFavourite, { params: { id: adId } });

/**
 * Sets or clears a heart. The hearts change at once and go back if the server refuses; the list of
 * favourites and the ad's page (its owner's count) are read again after.
 */
export function useSetFavorite(userId: string) {
  const queryClient = useQueryClient();
  const idsKey = favouriteKeys.ids(userId);
  return useMutation({
    mutationFn: setFavorite,
    onMutate: async ({ adId, saved }) => {
      await queryClient.cancelQueries({ queryKey: idsKey });
      const before = queryClient.getQueryData<FavouriteAdIds>(idsKey);
      const others = (before?.ad_ids ?? []).filter((id) => id !== adId);
      queryClient.setQueryData<FavouriteAdIds>(idsKey, {
        ad_ids: saved ? [adId, ...others] : others,
        own_ad_ids: before?.own_ad_ids ?? [],
      });
      return { before };
    },
    onError: (_error, _change, context) => queryClient.setQueryData(idsKey, context?.before),
    onSettled: (_answer, _error, { adId }) => {
      void queryClient.invalidateQueries({ queryKey: favouriteKeys.all });
      void queryClient.invalidateQueries({ queryKey: adKeys.detail(adId) });
    },
  });
}
