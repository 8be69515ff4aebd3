import { useMutation, useQueryClient } from '@tanstack/react-query';
import { SignOutAnswer } from '../../../../shared/schemas/auth-answers';
import { apiPost } from '../../../lib/api-client';
import { adKeys, favouriteKeys, sessionKeys } from '../../../lib/query-keys';

/** better-auth wants a JSON body, even an empty one. */
export function signOut() {
  return apiPost(SignOutAnswer, '/api/auth/sign-out', {});
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    // A read of the person's favourites still on its way would come back 401 once the session is gone.
    onMutate: () => queryClient.cancelQueries({ queryKey: favouriteKeys.all }),
    mutationFn: signOut,
    onSuccess: async () => {
      queryClient.setQueryData(sessionKeys.current, { user: null });
      queryClient.removeQueries({ queryKey: favouriteKeys.all });
      // Own ads are private: drop them without asking again (that would only earn a 401).
      queryClient.removeQueries({ queryKey: adKeys.mine() });
      // Other ads carry contact details only for signed-in viewers: fetch them again without.
      await queryClient.invalidateQueries({
        queryKey: adKeys.all,
        predicate: (q) => q.queryKey[1] !== 'mine',
      });
    },
  });
}
