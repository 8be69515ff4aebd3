import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as blockedWordsApi from '../../../../shared/api/admin-blocked-words';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** DELETE /admin/blocked-words/{id} (admins). */
export function removeBlockedWord(id: string) {
  return callApi(blockedWordsApi.removeBlockedWord, { params: { id } });
}

export function useRemoveBlockedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeBlockedWord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.blockedWords }),
  });
}
