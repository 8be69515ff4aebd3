import { useMutation } from '@tanstack/react-query';
import { UnreadAuthAnswer } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';

export type ChangePasswordVariables = { currentPassword: string; newPassword: string };

/** A new password; every other session of the account ends, this one stays signed in. */
export function changePassword(input: ChangePasswordVariables) {
  return apiPost(UnreadAuthAnswer, '/api/auth/change-password', { ...input, revokeOtherSessions: true });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
