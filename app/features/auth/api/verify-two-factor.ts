import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';
import { refreshSessionAfterAuth } from './refresh-session';

export type TwoFactorVariables =
  | { method: 'totp'; code: string; trustDevice: boolean }
  | { method: 'backup'; code: string };

/** The second step of a sign-in: a code from the authenticator app, or one of the backup codes. */
export function verifyTwoFactor(input: TwoFactorVariables) {
  if (input.method === 'totp')
    return callApi(authApi.verifyTotp, {
      body: {
        code: input.code,
        trustDevice: input.trustDevice,
      },
    });
  return callApi(authApi.verifyBackupCode, { body: { code: input.code } });
}

/** Verifies the code, then resolves with the signed-in person once the session query holds them. */
export function useVerifyTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: TwoFactorVariables) => {
      await verifyTwoFactor(input);
      return refreshSessionAfterAuth(queryClient);
    },
  });
}
