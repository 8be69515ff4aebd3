import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContent } from '../../../../shared/schemas/no-content';
import { apiDelete } from '../../../lib/api-client';
import { adKeys, ratingKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/ratings/{id}: one's own rating (admins: any). */
export const deleteRating = (id: string) => apiDelete(NoContent, `/api/v1/ratings/${encodeURIComponent(id)}`);

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
