import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as savedSearchesApi from '../../../../shared/api/saved-searches';
import type { NewSavedSearch } from '../../../../shared/schemas/saved-searches';
import { callApi } from '../../../lib/api-client';
import { savedSearchKeys } from '../../../lib/query-keys';

/** POST /api/v1/me/saved-searches: save the question and filters with how its alerts come. */
export const createSavedSearch = (input: NewSavedSearch) =>
  callApi(savedSearchesApi.createSavedSearch, { body: input });

export function useCreateSavedSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createSavedSearch,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedSearchKeys.list }),
  });
}
