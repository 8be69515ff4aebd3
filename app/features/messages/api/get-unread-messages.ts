import { useQuery } from '@tanstack/react-query';
import * as messagesApi from '../../../../shared/api/messages';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** GET /api/v1/me/messages/unread: the envelope's count (the stream keeps it current between reads). */
export function useUnreadMessages() {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => callApi(messagesApi.getUnreadMessages, { signal }),
    select: (data) => data.unread,
    refetchOnWindowFocus: true,
  });
}
