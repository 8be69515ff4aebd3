import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateApiTokenInput, CreatedApiToken } from '../../../../shared/schemas/api-tokens';
import { apiPost } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/v1/admin/api-tokens → the token with its secret (the only time it is shown). */
export const createApiToken = (body: CreateApiTokenInput) =>
  apiPost(CreatedApiToken, '/api/v1/admin/api-tokens', body);

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.apiTokens }),
  });
}
