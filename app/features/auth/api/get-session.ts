import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api-client';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image?: string | null;
  role?: string | null;
};
export type Session = { user: SessionUser; session: { id: string; expiresAt: string } };

/** better-auth answers `null` when signed out. */
export function getSession(signal?: AbortSignal) {
  return apiGet<Session | null>('/api/auth/get-session', undefined, signal);
}

export const sessionQueryKey = ['auth', 'session'] as const;

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: sessionQueryKey,
    queryFn: ({ signal }) => getSession(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** The current session; `user` is null while loading, on error and when signed out. */
export function useSession() {
  const query = useQuery(sessionQueryOptions());
  const user = query.data?.user ?? null;
  return { user, isPending: query.isPending, isAdmin: user?.role === 'admin' };
}
