import type { QueryClient } from '@tanstack/react-query';
import { sessionKeys } from '../../../lib/query-keys';

/** Fetches the signed-in person again (phone, two-factor, sign-in methods changed on the server). */
export function reloadSession(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: sessionKeys.current });
}
