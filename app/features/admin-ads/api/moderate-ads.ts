import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as moderationApi from '../../../../shared/api/moderation';
import type { CallInput } from '../../../../shared/api/operation';
import { callApi } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

export type BulkModeration = CallInput<typeof moderationApi.moderateAds>['body'];

/** POST /admin/ads/moderate: approves or rejects several ads → the ids changed. */
export const moderateAds = (body: BulkModeration) => callApi(moderationApi.moderateAds, { body });

/** Approves or rejects the selected ads, then refreshes every ad query. */
export function useModerateAds() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moderateAds,
    // After a failure too: the ad may have changed or gone meanwhile, the list should show how it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.all }),
  });
}
