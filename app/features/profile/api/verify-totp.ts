import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';
import { reloadSession } from './reload-session';

/** The first code from the authenticator app: a right one turns two-factor sign-in on. */
export function verifyTotp(code: string) {
  return callApi(authApi.verifyTotp, { body: { code } });
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyTotp, onSuccess: () => reloadSession(queryClient) });
}
