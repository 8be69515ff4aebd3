import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ratingsApi from '../../../../shared/api/ratings';
import type { RatingInput } from '../../../../shared/schemas/ratings';
import { callApi } from '../../../lib/api-client';
import { ratingKeys } from '../../../lib/query-keys';

/** POST /ads/{id}/ratings → the new rating, waiting for approval. */
export const submitRating = (adId: string, input: RatingInput) =>
  callApi(ratingsApi.createRating, { params: { id: adId }, body: input });

export function useSubmitRating(adId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RatingInput) => submitRating(adId, input),
    // After a failure too: "already rated" means the page should show the rating that exists.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
