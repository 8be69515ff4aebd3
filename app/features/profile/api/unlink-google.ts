import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnreadAuthAnswer } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';
import { reloadSession } from './reload-session';

/** Refused with LAST_SIGN_IN_METHOD when Google is the only way to sign in. */
export function unlinkGoogle() {
  return apiPost(UnreadAuthAnswer, '/api/auth/unlink-account', { providerId: 'google' });
}

export function useUnlinkGoogle() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unlinkGoogle, onSuccess: () => reloadSession(queryClient) });
}
