import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as blocksApi from '../../../../shared/api/blocks';
import { callApi } from '../../../lib/api-client';
import { refreshAfterBlock } from './refresh-after-block';

/** DELETE /me/blocks/{id}: their ads come back to the lists (idempotent). */
export const unblockPerson = (userId: string) => callApi(blocksApi.unblockPerson, { params: { id: userId } });

export function useUnblockPerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: unblockPerson, onSuccess: () => refreshAfterBlock(queryClient) });
}
