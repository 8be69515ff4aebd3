import { useMutation, useQueryClient } from '@tanstack/react-query';
import { OwnRating, type RatingInput } from '../../../../shared/schemas/ratings';
import { apiPost } from '../../../lib/api-client';
import { ratingKeys } from '../../../lib/query-keys';

/** POST /api/v1/ads/{id}/ratings → the new rating, waiting for approval. */
export const submitRating = (adId: string, input: RatingInput) =>
  apiPost(OwnRating, `/api/v1/ads/${encodeURIComponent(adId)}/ratings`, input);

export function useSubmitRating(adId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) => submitRating(adId, input),
    // After a failure too: "already rated" means the page should show the rating that exists.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
