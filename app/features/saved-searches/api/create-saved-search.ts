import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type NewSavedSearch, SavedSearch } from '../../../../shared/schemas/saved-searches';
import { apiPost } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

/** POST /api/v1/me/saved-searches: save the question and filters with how its alerts come. */
export const createSavedSearch = (input: NewSavedSearch) =>
  apiPost(SavedSearch, '/api/v1/me/saved-searches', input);

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
