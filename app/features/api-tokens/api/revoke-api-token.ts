import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as apiTokensApi from '../../../../shared/api/api-tokens';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/v1/admin/api-tokens/{id}/revoke → the token, revoked (revoking twice changes nothing). */
export const revokeApiToken = (id: string) => callApi(apiTokensApi.revokeApiToken, { params: { id } });

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiToken,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.apiTokens }),
  });
}
