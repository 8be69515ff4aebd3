import { useMutation } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import type { SignUpInput } from '../../../../shared/schemas/auth';
import { callApi } from '../../../lib/api-client';

export type SignUpVariables = SignUpInput & {
  /** Where the mailed confirmation link lands once it has signed the person in (a local path). */
  callbackURL: string;
};

/**
 * better-auth's email sign-up. The answer is the same whether or not the address already has an
 * account, and nobody is signed in: the mailed link confirms the address and signs in.
 */
export function signUp(input: SignUpVariables) {
  return callApi(authApi.signUpEmail, { body: input });
}

export function useSignUp() {
  return useMutation({ mutationFn: signUp });
}
