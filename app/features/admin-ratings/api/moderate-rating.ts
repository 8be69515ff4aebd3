import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminRating } from '../../../../shared/schemas/ratings';
import { apiPatch } from '../../../lib/api-client';
import { adKeys, ratingKeys } from '../../../lib/query-keys';

export type RatingDecision = 'approved' | 'rejected';

/** PATCH /api/v1/admin/ratings/{id}: approve or reject → the rating. */
export const moderateRating = (id: string, status: RatingDecision) =>
  apiPatch(AdminRating, `/api/v1/admin/ratings/${encodeURIComponent(id)}`, { status });

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
