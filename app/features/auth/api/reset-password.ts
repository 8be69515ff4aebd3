import { useMutation } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';

export type ResetPasswordVariables = { token: string; newPassword: string };

/** Sets a new password with the mailed token; the server ends every session of the account. */
export function resetPassword(input: ResetPasswordVariables) {
  return apiPost<{ status: boolean }>('/api/auth/reset-password', input);
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
