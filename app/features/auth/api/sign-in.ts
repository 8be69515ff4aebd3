import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignInInput } from '../../../../shared/schemas/auth';
import { apiPost } from '../../../lib/api-client';
import { refreshSessionAfterAuth } from './refresh-session';

/** better-auth's email sign-in; on success the server sets the session cookie. */
export function signIn(input: SignInInput) {
  return apiPost<unknown>('/api/auth/sign-in/email', input);
}

/** Signs in, then resolves with the signed-in person once the session query holds them. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInInput) => {
      await signIn(input);
      return refreshSessionAfterAuth(queryClient);
    },
  });
}
