import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdsModerated } from '../../../../shared/schemas/admin-ads';
import { apiPost } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

export type BulkModeration = {
  ids: string[];
  status: 'approved' | 'rejected';
  rejection_reason?: string | null;
};

/** POST /api/v1/admin/ads/moderate: approves or rejects several ads → the ids changed. */
export const moderateAds = (body: BulkModeration) =>
  apiPost(AdsModerated, '/api/v1/admin/ads/moderate', body);

/** Approves or rejects the selected ads, then refreshes every ad query. */
export function useModerateAds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateAds,
    // After a failure too: the ad may have changed or gone meanwhile, the list should show how it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.all }),
  });
}
