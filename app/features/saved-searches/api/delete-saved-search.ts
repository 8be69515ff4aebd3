import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as savedSearchesApi from '../../../../shared/api/saved-searches';
import { callApi } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/me/saved-searches/{id}. */
export const deleteSavedSearch = (id: string) =>
  callApi(savedSearchesApi.deleteSavedSearch, { params: { id } });

export function useDeleteSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
