import { useMutation, useQueryClient } from '@tanstack/react-query';
import { UnreadAuthAnswer } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';
import { reloadSession } from './reload-session';

export function disableTwoFactor(password: string) {
  return apiPost(UnreadAuthAnswer, '/api/auth/two-factor/disable', { password });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => reloadSession(queryClient) });
}
