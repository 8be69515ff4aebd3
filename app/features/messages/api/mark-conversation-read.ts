import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as messagesApi from '../../../../shared/api/messages';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

/** POST /api/v1/conversations/{id}/read: read up to now; the envelope and the list follow. */
export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(messagesApi.markConversationRead, { params: { id } }),
    onSuccess: (answer) => {
      client.setQueryData(messageKeys.unread, answer);
      return client.invalidateQueries({ queryKey: messageKeys.list });
    },
  });
}
