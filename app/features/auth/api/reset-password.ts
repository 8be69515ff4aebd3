import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import type { ResetPasswordByPhoneInput } from '../../../../shared/schemas/auth';
import { callApi } from '../../../lib/api-client';

export type ResetPasswordVariables = { token: string; newPassword: string };

/** Sets a new password with the mailed token; the server ends every session of the account. */
export function resetPassword(input: ResetPasswordVariables) {
  return callApi(authApi.resetPassword, { body: input });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Sets a new password with the texted code; the server ends every session of the account. */
export function resetPasswordByPhone(input: ResetPasswordByPhoneInput) {
  return callApi(authApi.resetPasswordByPhone, { body: input });
}

export function useResetPasswordByPhone() {
  return useMutation({ mutationFn: resetPasswordByPhone });
}
