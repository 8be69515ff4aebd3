import { useQuery } from '@tanstack/react-query';
import * as messagesApi from '../../../../shared/api/messages';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** GET /api/v1/me/conversations: the caller's conversations, latest first (the stream refreshes it). */
export function useConversations() {
  return useQuery({
    queryKey: messageKeys.list,
    queryFn: ({ signal }) => callApi(messagesApi.listConversations, { signal }),
  });
}
