import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';

/** Where the mailed link lands once the server has checked its token (`?token=…` or `?error=…`). */
export const RESET_PASSWORD_PATH = '/reset-password';

/**
 * better-auth's reset request: mails a link when the address has an account. The answer is the
 * same either way, so the page must never say whether the account exists.
 */
export function requestPasswordReset(email: string) {
  return callApi(authApi.requestPasswordReset, {
    body: {
      email,
      redirectTo: RESET_PASSWORD_PATH,
    },
  });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** The same for an account that signs in with its number: a code is texted to it, if it has one. */
export function requestPhonePasswordReset(phoneNumber: string) {
  return callApi(authApi.requestPhonePasswordReset, { body: { phoneNumber } });
}

export function useRequestPhonePasswordReset() {
  return useMutation({ mutationFn: requestPhonePasswordReset });
}
