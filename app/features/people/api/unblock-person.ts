import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContent } from '../../../../shared/schemas/no-content';
import { apiDelete } from '../../../lib/api-client';
import { refreshAfterBlock } from './refresh-after-block';

/** DELETE /me/blocks/{id}: their ads come back to the lists (idempotent). */
export const unblockPerson = (userId: string) =>
  apiDelete(NoContent, `/api/v1/me/blocks/${encodeURIComponent(userId)}`);

export function useUnblockPerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unblockPerson, onSuccess: () => refreshAfterBlock(queryClient) });
}
