import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';
import { reloadSession } from './reload-session';

export type VerifyPhoneVariables = { phoneNumber: string; code: string };

/** Checks the code and puts the number on the signed-in account. */
export function verifyPhone(input: VerifyPhoneVariables) {
  return callApi(authApi.verifyPhone, { body: { ...input, updatePhoneNumber: true } });
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyPhone, onSuccess: () => reloadSession(queryClient) });
}
