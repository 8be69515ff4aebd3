import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContent } from '../../../../shared/schemas/no-content';
import { apiDelete } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/me/saved-searches/{id}. */
export const deleteSavedSearch = (id: string) =>
  apiDelete(NoContent, `/api/v1/me/saved-searches/${encodeURIComponent(id)}`);

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
