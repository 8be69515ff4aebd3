import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import * as authApi from '../../../../shared/api/auth';
import type { FavouriteAdIds } from '../../../../shared/schemas/favourites';
import type { MeResponse } from '../../../../shared/schemas/me';
import { callApi } from '../../../lib/api-client';
import { adKeys, favouriteKeys, messageKeys, notificationKeys, sessionKeys } from '../../../lib/query-keys';

/** The signed-in person's own reads: each would come back 401 once the session is gone. */
const PERSONAL = [favouriteKeys.all, notificationKeys.all, messageKeys.all, adKeys.mine()];

/** better-auth wants a JSON body, even an empty one. */
export function signOut() {
  return callApi(authApi.signOut, { body: {} });
}

/**
 * Before the session ends: the person's reads on their way are dropped, and the hearts keep what they
 * have (a card shown meanwhile would otherwise ask for them again, and earn a 401).
 */
async function settlePersonalReads(queryClient: QueryClient) {
  await Promise.all(PERSONAL.map((queryKey) => queryClient.cancelQueries({ queryKey })));
  const userId = queryClient.getQueryData<MeResponse>(sessionKeys.current)?.user?.id;
  if (userId)
    queryClient.setQueryData<FavouriteAdIds>(
      favouriteKeys.ids(userId),
      (old) => old ?? { ad_ids: [], own_ad_ids: [] },
    );
}

export function useSignOut() {
  const queryClient = useQueryClient();
  return useMutation({
    onMutate: () => settlePersonalReads(queryClient),
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
