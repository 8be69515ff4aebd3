import { useMutation } from '@tanstack/react-query';
import { TwoFactorSetup } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';

export type { TwoFactorSetup } from '../../../../shared/schemas/auth-answers';

/** Starts two-factor set-up: a new secret (as an otpauth URI) and backup codes; on after verify-totp. */
export function enableTwoFactor(password: string) {
  return apiPost(TwoFactorSetup, '/api/auth/two-factor/enable', { password });
}

export function useEnableTwoFactor() {
  return useMutation({ mutationFn: enableTwoFactor });
}
