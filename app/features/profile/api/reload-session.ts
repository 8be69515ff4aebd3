import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from '../../auth/api/get-session';

/** Fetches the signed-in person again (phone, two-factor, sign-in methods changed on the server). */
export function reloadSession(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: sessionQueryKey });
}
