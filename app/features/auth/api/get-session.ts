import { queryOptions, useQuery } from '@tanstack/react-query';
import { type Me, MeResponse } from '../../../../shared/schemas/me';
import { apiGet } from '../../../lib/api-client';
import { sessionKeys } from '../../../lib/query-keys';

export type SessionUser = Me;

/** The signed-in person with profile name and role; `user` is null when signed out. */
export function getSession(signal?: AbortSignal) {
  return apiGet(MeResponse, '/api/v1/me', undefined, signal);
}

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionKeys.current,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The current viewer; `user` is null while loading, on error and when signed out. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const user = query.data?.user ?? null;
  return { user, isPending: query.isPending, isAdmin: user?.role === 'admin' };
}
