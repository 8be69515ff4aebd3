import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as blockedWordsApi from '../../../../shared/api/admin-blocked-words';
import type { BlockedWordInput } from '../../../../shared/schemas/blocked-words';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /admin/blocked-words (admins): the entry added. */
export function addBlockedWord(input: BlockedWordInput) {
  return callApi(blockedWordsApi.addBlockedWord, { body: input });
}

export function useAddBlockedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBlockedWord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.blockedWords }),
  });
}
