import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { MessagesEvent } from '../../shared/schemas/messages';
import type { AppEnv } from '../http/app-env';
import { addressForLimits, clientAddress } from '../http/caller';
import { holdStream } from '../http/held-stream';
import { signedInViewer } from '../http/viewer';
import { unreadMessageCount } from '../services/messages/list-conversations';

const RETRY_MS = 3_000;

/**
 * GET /me/messages/stream: the caller's unread count now, then an event whenever a message reaches
 * one of their conversations (sent through any server process: LISTEN/NOTIFY), until either side
 * closes. Streams over the person's or the address's share are refused (429/503) before it opens.
 */
export function messagesStream(c: Context<AppEnv>) {
  const viewer = signedInViewer(c);
  const { deps } = c.var;
  const leave = deps.messages.admitStream(viewer.id, addressForLimits(clientAddress(c)));
  c.header('X-Accel-Buffering', 'no');
  c.header('Cache-Control', 'private, no-store');
  const response = streamSSE(c, async (stream) => {
    try {
      await deps.messages.start();
      await holdStream(stream, (queue, end) => {
        const send = (conversationId: string | null, retry?: number) =>
          queue(async () => {
            const event: MessagesEvent = {
              conversation_id: conversationId,
              unread: await unreadMessageCount(deps.db, viewer),
            };
            await stream.writeSSE({ event: 'messages', data: JSON.stringify(event), retry });
          });
        const unsubscribe = deps.messages.subscribe(viewer.id, { changed: (id) => send(id), close: end });
        // Subscribed first: a message landing now is sent after this, never lost.
        send(null, RETRY_MS);
        return unsubscribe;
      });
    } finally {
      leave();
    }
  });
  response.headers.set('Connection', 'close');
  return response;
}
