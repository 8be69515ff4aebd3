import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnreadAuthAnswer } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';
import { reloadSession } from './reload-session';

/** The first code from the authenticator app: a right one turns two-factor sign-in on. */
export function verifyTotp(code: string) {
  return apiPost(UnreadAuthAnswer, '/api/auth/two-factor/verify-totp', { code });
}

export function useVerifyTotp() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyTotp, onSuccess: () => reloadSession(queryClient) });
}
