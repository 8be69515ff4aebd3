import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SavedSearch, type SavedSearchChanges } from '../../../../shared/schemas/saved-searches';
import { apiPatch } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

/** PATCH /api/v1/me/saved-searches/{id}: rename, pause or resume. */
export const changeSavedSearch = ({ id, changes }: { id: string; changes: SavedSearchChanges }) =>
  apiPatch(SavedSearch, `/api/v1/me/saved-searches/${encodeURIComponent(id)}`, changes);

export function useChangeSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
