import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnreadAuthAnswer } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';
import { adKeys, sessionKeys } from '../../../lib/query-keys';

/** Signs the account out everywhere, this browser included. */
export function revokeSessions() {
  return apiPost(UnreadAuthAnswer, '/api/auth/revoke-sessions', {});
}

export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSessions,
    // As after signing out: no viewer, and no ad copies with contact details.
    onSuccess: async () => {
      queryClient.setQueryData(sessionKeys.current, { user: null });
      await queryClient.invalidateQueries({ queryKey: adKeys.all });
    },
  });
}
