import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as savedSearchesApi from '../../../../shared/api/saved-searches';
import type { SavedSearchChanges } from '../../../../shared/schemas/saved-searches';
import { callApi } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

/** PATCH /api/v1/me/saved-searches/{id}: rename, pause or resume. */
export const changeSavedSearch = ({ id, changes }: { id: string; changes: SavedSearchChanges }) =>
  callApi(savedSearchesApi.changeSavedSearch, { params: { id }, body: changes });

export function useChangeSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
