import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import type { SignUpPhoneInput } from '../../../../shared/schemas/auth';
import { callApi } from '../../../lib/api-client';

/**
 * Sign-up by phone, first step: a 6-digit code is texted to the number (the owner of a number that
 * already has an account gets a note instead). Nothing is created and nobody is signed in yet.
 */
export function signUpWithPhone(input: SignUpPhoneInput) {
  return callApi(authApi.signUpPhone, { body: input });
}

export function useSignUpWithPhone() {
  return useMutation({ mutationFn: signUpWithPhone });
}
