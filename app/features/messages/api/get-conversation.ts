import { useInfiniteQuery } from '@tanstack/react-query';
import * as messagesApi from '../../../../shared/api/messages';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** GET /api/v1/conversations/{id}: the latest messages; each further page holds those sent before the oldest shown (`before`). */
export function useConversation(id: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) =>
      callApi(messagesApi.getConversation, {
        params: { id },
        query: pageParam ? { before: pageParam } : {},
        signal,
      }),
    initialPageParam: '',
    getNextPageParam: (last) => (last.has_earlier ? last.messages[0]?.id : undefined),
  });
}
