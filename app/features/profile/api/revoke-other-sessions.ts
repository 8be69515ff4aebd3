import { useMutation } from '@tanstack/react-query';
import { UnreadAuthAnswer } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';

/** Signs the account out everywhere but this browser. */
export function revokeOtherSessions() {
  return apiPost(UnreadAuthAnswer, '/api/auth/revoke-other-sessions', {});
}

export function useRevokeOtherSessions() {
  return useMutation({ mutationFn: revokeOtherSessions });
}
