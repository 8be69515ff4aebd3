import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as apiTokensApi from '../../../../shared/api/api-tokens';
import type { CreateApiTokenInput } from '../../../../shared/schemas/api-tokens';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/v1/admin/api-tokens → the token with its secret (the only time it is shown). */
export const createApiToken = (body: CreateApiTokenInput) => callApi(apiTokensApi.createApiToken, { body });

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.apiTokens }),
  });
}
