import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BlockedWord, type BlockedWordInput } from '../../../../shared/schemas/blocked-words';
import { apiPost } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/v1/admin/blocked-words (admins): the entry added. */
export function addBlockedWord(input: BlockedWordInput) {
  return apiPost(BlockedWord, '/api/v1/admin/blocked-words', input);
}

export function useAddBlockedWord() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addBlockedWord,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.blockedWords }),
  });
}
