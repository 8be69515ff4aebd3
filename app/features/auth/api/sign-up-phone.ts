import { useMutation } from '@tanstack/react-query';
import type { SignUpPhoneInput } from '../../../../shared/schemas/auth';
import { PhoneSignUpStarted } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';

/**
 * Sign-up by phone, first step: a 6-digit code is texted to the number (the owner of a number that
 * already has an account gets a note instead). Nothing is created and nobody is signed in yet.
 */
export function signUpWithPhone(input: SignUpPhoneInput) {
  return apiPost(PhoneSignUpStarted, '/api/auth/sign-up/phone-number', input);
}

export function useSignUpWithPhone() {
  return useMutation({ mutationFn: signUpWithPhone });
}
