import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordByPhoneInput } from '../../../../shared/schemas/auth';
import { AuthStatus } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';

export type ResetPasswordVariables = { token: string; newPassword: string };

/** Sets a new password with the mailed token; the server ends every session of the account. */
export function resetPassword(input: ResetPasswordVariables) {
  return apiPost(AuthStatus, '/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

/** Sets a new password with the texted code; the server ends every session of the account. */
export function resetPasswordByPhone(input: ResetPasswordByPhoneInput) {
  return apiPost(AuthStatus, '/api/auth/phone-number/reset-password', input);
}

export function useResetPasswordByPhone() {
  return useMutation({ mutationFn: resetPasswordByPhone });
}
