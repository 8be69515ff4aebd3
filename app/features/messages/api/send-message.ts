import { useMutation, useQueryClient } from '@tanstack/react-query';
import { MessageSent } from '../../../../shared/schemas/messages';
import { apiPost } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

const send = (path: string, body: string) => apiPost(MessageSent, path, { body });

function useSendTo(path: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => send(path, body),
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** POST /api/v1/ads/{id}/messages: "Message the seller" (the conversation is started by it if new). */
export const useMessageSeller = (adId: string) =>
  useSendTo(`/api/v1/ads/${encodeURIComponent(adId)}/messages`);

/** POST /api/v1/conversations/{id}/messages: a reply. */
export const useReply = (conversationId: string) =>
  useSendTo(`/api/v1/conversations/${encodeURIComponent(conversationId)}/messages`);
