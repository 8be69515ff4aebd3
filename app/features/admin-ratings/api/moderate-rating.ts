import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ratingsApi from '../../../../shared/api/admin-ratings';
import { callApi } from '../../../lib/api-client';
import { adKeys, ratingKeys } from '../../../lib/query-keys';

export type RatingDecision = 'approved' | 'rejected';

/** PATCH /admin/ratings/{id}: approve or reject → the rating. */
export const moderateRating = (id: string, status: RatingDecision) =>
  callApi(ratingsApi.moderateRating, { params: { id }, body: { status } });

/** A decision changes the queue and the ad's summary (cards, ad page): both refresh. */
export function useModerateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: RatingDecision }) => moderateRating(id, status),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
        queryClient.invalidateQueries({ queryKey: adKeys.all }),
      ]),
  });
}
