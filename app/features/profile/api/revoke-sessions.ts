import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';
import { adKeys, sessionKeys } from '../../../lib/query-keys';

/** Signs the account out everywhere, this browser included. */
export function revokeSessions() {
  return callApi(authApi.revokeSessions, { body: {} });
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
