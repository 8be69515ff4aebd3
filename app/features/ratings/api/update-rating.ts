import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ratingsApi from '../../../../shared/api/ratings';
import type { RatingChange } from '../../../../shared/schemas/ratings';
import { callApi } from '../../../lib/api-client';
import { adKeys, ratingKeys } from '../../../lib/query-keys';

/** PATCH /ratings/{id}: new stars or comment; the rating waits for approval again. */
export const updateRating = (id: string, change: RatingChange) =>
  callApi(ratingsApi.updateRating, { params: { id }, body: change });

/** An approved rating leaves the ad's summary when changed: the ads refresh too. */
export function useUpdateRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: RatingChange }) => updateRating(id, change),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
        queryClient.invalidateQueries({ queryKey: adKeys.all }),
      ]),
  });
}
