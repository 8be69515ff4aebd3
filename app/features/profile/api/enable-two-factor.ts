import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';

export type { TwoFactorSetup } from '../../../../shared/schemas/auth-answers';

/** Starts two-factor set-up: a new secret (as an otpauth URI) and backup codes; on after verify-totp. */
export function enableTwoFactor(password: string) {
  return callApi(authApi.enableTwoFactor, { body: { password } });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
