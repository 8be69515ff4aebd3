import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiPost } from '../../../lib/api-client';
import { sessionQueryKey } from './get-session';

/** better-auth wants a JSON body, even an empty one. */
export function signOut() {
  return apiPost<{ success: boolean }>('/api/auth/sign-out', {});
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.setQueryData(sessionQueryKey, { user: null });
      // Ads carry contact details only for signed-in viewers: drop those copies.
      await queryClient.invalidateQueries({ queryKey: ['ads'] });
    },
  });
}
