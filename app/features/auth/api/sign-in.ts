import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { phoneNumber, type SignInForm } from '../../../../shared/schemas/auth';
import { callApi } from '../../../lib/api-client';
import type { SessionUser } from './get-session';
import { refreshSessionAfterAuth } from './refresh-session';

export type SignInOutcome = { kind: 'signed-in'; user: SessionUser } | { kind: 'two-factor' };

/**
 * better-auth's password sign-in: by email when the identifier holds an '@', else by the verified
 * phone number (normalised to +digits). On success the server sets the session cookie.
 */
export function signIn({ identifier, password }: SignInForm) {
  const value = identifier.trim();
  if (value.includes('@')) return callApi(authApi.signInEmail, { body: { email: value, password } });
  return callApi(authApi.signInPhone, {
    body: {
      phoneNumber: phoneNumber.parse(value),
      password,
    },
  });
}

/** Signs in; resolves with the signed-in person, or with the two-factor step still to take. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SignInForm): Promise<SignInOutcome> => {
      const answer = await signIn(input);
      if (answer?.twoFactorRedirect) return { kind: 'two-factor' };
      return { kind: 'signed-in', user: await refreshSessionAfterAuth(queryClient) };
    },
  });
}
