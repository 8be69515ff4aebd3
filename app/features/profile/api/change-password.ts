import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';

export type ChangePasswordVariables = { currentPassword: string; newPassword: string };

/** A new password; every other session of the account ends, this one stays signed in. */
export function changePassword(input: ChangePasswordVariables) {
  return callApi(authApi.changePassword, { body: { ...input, revokeOtherSessions: true } });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
