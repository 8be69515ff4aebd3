import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as ratingsApi from '../../../../shared/api/ratings';
import { callApi } from '../../../lib/api-client';
import { adKeys, ratingKeys } from '../../../lib/query-keys';

/** DELETE /ratings/{id}: one's own rating (admins: any). */
export const deleteRating = (id: string) => callApi(ratingsApi.deleteRating, { params: { id } });

export function useDeleteRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRating(id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
        queryClient.invalidateQueries({ queryKey: adKeys.all }),
      ]),
  });
}
