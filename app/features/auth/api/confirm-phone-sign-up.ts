import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import type { ConfirmPhoneSignUpInput } from '../../../../shared/schemas/auth';
import { callApi } from '../../../lib/api-client';
import { refreshSessionAfterAuth } from './refresh-session';

/** The second step: the texted code creates the account and signs in (the server sets the cookie). */
export function confirmPhoneSignUp(input: ConfirmPhoneSignUpInput) {
  return callApi(authApi.confirmPhoneSignUp, { body: input });
}

/** Confirms, then resolves with the new person once the session query holds them. */
export function useConfirmPhoneSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ConfirmPhoneSignUpInput) => {
      await confirmPhoneSignUp(input);
      return refreshSessionAfterAuth(queryClient);
    },
  });
}
