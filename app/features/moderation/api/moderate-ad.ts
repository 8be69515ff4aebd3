import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as moderationApi from '../../../../shared/api/moderation';
import type { CallInput } from '../../../../shared/api/operation';
import { callApi } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';

export type AdModeration = CallInput<typeof moderationApi.moderateAd>['body'];

/** PATCH /admin/ads/{id}: any status (with a reason for a rejection) or a new owner → the ad. */
export const moderateAd = (id: string, change: AdModeration) =>
  callApi(moderationApi.moderateAd, { params: { id }, body: change });

/** Changes one ad, then refreshes every ad query (the queue, its counts, the ad's own page). */
export function useModerateAd() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: AdModeration }) => moderateAd(id, change),
    // After a failure too: the ad may have changed or gone meanwhile, the list should show how it is now.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adKeys.all }),
  });
}
