import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContent } from '../../../../shared/schemas/no-content';
import { apiDelete } from '../../../lib/api-client';

/** DELETE /api/v1/ratings/{id}: one's own rating (admins: any). */
export const deleteRating = (id: string) => apiDelete(NoContent, `/api/v1/ratings/${encodeURIComponent(id)}`);

export function useDeleteRating() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteRating(id),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['ratings'] }),
        queryClient.invalidateQueries({ queryKey: ['ads'] }),
      ]),
  });
}
