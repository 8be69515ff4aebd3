import { useInfiniteQuery } from '@tanstack/react-query';
import { ConversationThread } from '../../../../shared/schemas/messages';
import { apiGet } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** GET /api/v1/conversations/{id}: the latest messages; each further page holds those sent before the oldest shown (`before`). */
export function useConversation(id: string) {
  return useInfiniteQuery({
    queryKey: messageKeys.thread(id),
    queryFn: ({ pageParam, signal }) =>
      apiGet(
        ConversationThread,
        `/api/v1/conversations/${encodeURIComponent(id)}`,
        pageParam ? { before: pageParam } : undefined,
        signal,
      ),
    initialPageParam: '',
    getNextPageParam: (last) => (last.has_earlier ? last.messages[0]?.id : undefined),
  });
}
