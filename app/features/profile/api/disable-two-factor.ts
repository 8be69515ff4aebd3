import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { reloadSession } from './reload-session';

export function disableTwoFactor(password: string) {
  return apiPost<unknown>('/api/auth/two-factor/disable', { password });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: () => reloadSession(queryClient) });
}
