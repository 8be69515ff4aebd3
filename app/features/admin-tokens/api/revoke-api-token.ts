import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiToken } from '../../../../shared/schemas/api-tokens';
import { apiPost } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/v1/admin/api-tokens/{id}/revoke → the token, revoked (revoking twice changes nothing). */
export const revokeApiToken = (id: string) =>
  apiPost(ApiToken, `/api/v1/admin/api-tokens/${encodeURIComponent(id)}/revoke`);

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.apiTokens }),
  });
}
