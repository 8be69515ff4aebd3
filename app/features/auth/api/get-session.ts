import { queryOptions, useQuery } from '@tanstack/react-query';
import * as meApi from '../../../../shared/api/me';
import type { SiteAbilities } from '../../../../shared/schemas/abilities';
import type { Me } from '../../../../shared/schemas/me';
import { callApi } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/query-keys';

export type SessionUser = Me;

/** The signed-in person with profile name and site abilities; `user` is null when signed out. */
export function getSession(signal?: AbortSignal) {
  return callApi(meApi.getMe, { signal });
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.current,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** What a visitor (or anyone while the session loads) may do on the site: nothing of the admins'. */
const VISITOR_ABILITIES: SiteAbilities = { administer: false, moderate: false };

/**
 * The current viewer; `user` is null while loading, on error and when signed out. `abilities` are
 * the server's answer (GET /me), never worked out from a role here.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const user = query.data?.user ?? null;
  return { user, isPending: query.isPending, abilities: user?.abilities ?? VISITOR_ABILITIES };
}
