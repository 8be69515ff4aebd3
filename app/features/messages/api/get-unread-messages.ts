import { useQuery } from '@tanstack/react-query';
import { UnreadMessages } from '../../../../shared/schemas/messages';
import { apiGet } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** GET /api/v1/me/messages/unread: the envelope's count (the stream keeps it current between reads). */
export function useUnreadMessages() {
  return useQuery({
    queryKey: messageKeys.unread,
    queryFn: ({ signal }) => apiGet(UnreadMessages, '/api/v1/me/messages/unread', undefined, signal),
    select: (data) => data.unread,
    refetchOnWindowFocus: true,
  });
}
