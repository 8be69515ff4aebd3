import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContent } from '../../../../shared/schemas/no-content';
import { apiDelete } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/admin/blocked-words/{id} (admins). */
export function removeBlockedWord(id: string) {
  return apiDelete(NoContent, `/api/v1/admin/blocked-words/${encodeURIComponent(id)}`);
}

export function useRemoveBlockedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBlockedWord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.blockedWords }),
  });
}
