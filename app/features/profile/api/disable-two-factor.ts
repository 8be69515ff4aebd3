import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';
import { reloadSession } from './reload-session';

export function disableTwoFactor(password: string) {
  return callApi(authApi.disableTwoFactor, { body: { password } });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => reloadSession(queryClient) });
}
