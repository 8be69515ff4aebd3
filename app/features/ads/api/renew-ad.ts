import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as adsApi from '../../../../shared/api/ads';
import type { OwnAds } from '../../../../shared/schemas/ads';
import { callApi } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

/** POST /ads/{id}/renew (owner or admin) → the ad with its new expiry. */
export const renewAd = (id: string) => callApi(adsApi.renewAd, { params: { id } });

/**
 * Renews one of the person's ads: its new expiry shows at once in My Ads and on its page, then every
 * ad query is refreshed (an expired ad is back in the lists).
 */
export function useRenewAd(userId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renewAd,
    onSuccess: async (ad) => {
      if (userId) {
        queryClient.setQueryData<OwnAds>(adKeys.mine(userId), (data) =>
          data ? { items: data.items.map((item) => (item.id === ad.id ? ad : item)) } : data,
        );
      }
      queryClient.setQueryData(adKeys.detail(ad.id), ad);
      await queryClient.invalidateQueries({ queryKey: adKeys.all });
    },
  });
}
