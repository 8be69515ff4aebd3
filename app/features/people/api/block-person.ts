import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as blocksApi from '../../../../shared/api/blocks';
import { callApi } from '../../../lib/api-client';
import { refreshAfterBlock } from './refresh-after-block';

/** PUT /me/blocks/{id}: neither sees the other's ads or can contact the other (idempotent). */
export const blockPerson = (userId: string) => callApi(blocksApi.blockPerson, { params: { id: userId } });

export function useBlockPerson() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: blockPerson, onSuccess: () => refreshAfterBlock(queryClient) });
}
