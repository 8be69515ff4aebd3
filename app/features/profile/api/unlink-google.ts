import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import { callApi } from '../../../lib/api-client';
import { reloadSession } from './reload-session';

/** Refused with LAST_SIGN_IN_METHOD when Google is the only way to sign in. */
export function unlinkGoogle() {
  return callApi(authApi.unlinkAccount, { body: { providerId: 'google' } });
}

export function useUnlinkGoogle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlinkGoogle, onSuccess: () => reloadSession(queryClient) });
}
