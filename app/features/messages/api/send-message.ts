import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as messagesApi from '../../../../shared/api/messages';
import type { MessageSent } from '../../../../shared/schemas/messages';
import { callApi } from '../../../lib/api-client';
import { messageKeys } from '../../../lib/query-keys';

function useSend(send: (body: string) => Promise<MessageSent>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => client.invalidateQueries({ queryKey: messageKeys.all }),
  });
}

/** POST /api/v1/ads/{id}/messages: "Message the seller" (the conversation is started by it if new). */
export const useMessageSeller = (adId: string) =>
  useSend((body) => callApi(messagesApi.messageSeller, { params: { id: adId }, body: { body } }));

/** POST /api/v1/conversations/{id}/messages: a reply. */
export const useReply = (conversationId: string) =>
  useSend((body) =>
    callApi(messagesApi.replyInConversation, { params: { id: conversationId }, body: { body } }),
  );
