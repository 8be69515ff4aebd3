import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BlockedPerson } from '../../../../shared/schemas/blocks';
import { apiPut } from '../../../lib/api-client';
import { refreshAfterBlock } from './refresh-after-block';

/** PUT /me/blocks/{id}: neither sees the other's ads or can contact the other (idempotent). */
export const blockPerson = (userId: string) =>
  apiPut(BlockedPerson, `/api/v1/me/blocks/${encodeURIComponent(userId)}`);

export function useBlockPerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockPerson, onSuccess: () => refreshAfterBlock(queryClient) });
}
