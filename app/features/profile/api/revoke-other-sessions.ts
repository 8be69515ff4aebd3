import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

/** Signs the account out everywhere but this browser. */
export function revokeOtherSessions() {
  return apiPost<unknown>('/api/auth/revoke-other-sessions', {});
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
