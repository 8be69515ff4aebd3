import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import * as messagesApi from '../../../../shared/api/messages';
import { apiPath } from '../../../../shared/api/operation';
import { MessagesEvent } from '../../../../shared/schemas/messages';
import { listenToStream } from '../../../lib/live-events';
import { parseAnswer } from '../../../lib/parse-answer';
import { messageKeys } from '../../../lib/query-keys';

const STREAM_PATH = apiPath(messagesApi.streamMessages);

/**
 * One EventSource per signed-in tab (the top bar's envelope holds it): each `messages` event sets
 * the unread count and refreshes the list and the conversation it names (all of them when it names
 * none), so a message shows up without a reload.
 */
export function useMessagesStream() {
  const client = useQueryClient();
  useEffect(
    () =>
      listenToStream(STREAM_PATH, 'messages', (data) => {
        try {
          const { conversation_id, unread } = parseAnswer(MessagesEvent, JSON.parse(data));
          client.setQueryData(messageKeys.unread, { unread });
          void client.invalidateQueries({ queryKey: messageKeys.list });
          void client.invalidateQueries({
            queryKey: conversation_id ? messageKeys.thread(conversation_id) : messageKeys.all,
          });
        } catch {
          // A garbled event changes nothing; the next one will.
        }
      }),
    [client],
  );
}
