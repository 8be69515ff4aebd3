import type { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { adKeys } from '../../../lib/query-keys';
import { type SessionUser, sessionQueryOptions } from './get-session';

/**
 * After a successful sign-in or sign-up: reloads the session (so guards and the top bar see the
 * person before anyone navigates) and marks ads stale (contact details appear for signed-in people).
 * A session that is still empty means the cookie did not stick: report it as a failed sign-in.
 */
export async function refreshSessionAfterAuth(queryClient: QueryClient): Promise<SessionUser> {
  void queryClient.invalidateQueries({ queryKey: adKeys.all });
  const { user } = await queryClient.fetchQuery({ ...sessionQueryOptions(), staleTime: 0 });
  if (!user) throw new ApiError(401, 'UNAUTHORIZED', 'No session after sign-in');
  return user;
}
