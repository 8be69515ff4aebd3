import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adsApi from '../../../../shared/api/ads';
import type { OwnAds } from '../../../../shared/schemas/ads';
import { ApiError, callApi } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/ads/{id} (owner or admin) → 204. */
export const deleteAd = (id: string) => callApi(adsApi.deleteAd, { params: { id } });

/** Deletes one of the person's ads; it leaves their list at once, then every ad query is refreshed. */
export function useDeleteAd(userId: string) {
  const queryClient = useQueryClient();
  const forget = async (id: string) => {
    queryClient.setQueryData<OwnAds>(adKeys.mine(userId), (data) =>
      data ? { items: data.items.filter((ad) => ad.id !== id) } : data,
    );
    queryClient.removeQueries({ queryKey: adKeys.detail(id) });
    await queryClient.invalidateQueries({ queryKey: adKeys.all });
  };
  return useMutation({
    mutationFn: deleteAd,
    onSuccess: (_data, id) => forget(id),
    onError: (error, id) => {
      // Already gone (deleted in another tab): the list only needs to catch up.
      if (error instanceof ApiError && error.status === 404) return forget(id);
    },
  });
}
