import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../shared/schemas/auth';
import { apiPost } from '../../../lib/api-client';
import { refreshSessionAfterAuth } from './refresh-session';

/** better-auth's email sign-up; the new person is signed in at once (session cookie). */
export function signUp(input: SignUpInput) {
  return apiPost<unknown>('/api/auth/sign-up/email', input);
}

/** Registers, then resolves with the signed-in person once the session query holds them. */
export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignUpInput) => {
      await signUp(input);
      return refreshSessionAfterAuth(queryClient);
    },
  });
}
