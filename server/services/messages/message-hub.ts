import type { MessageHub, MessageListener } from '../../core/message-hub';
import type { Database } from '../../db/client';
import { createStreamSlots } from '../settings/stream-slots';
import { MESSAGES_CHANNEL, parseMessagesNotice } from './message-notify';

/** Open message streams one person may hold (one per open tab of the site). */
export const MESSAGE_STREAMS_PER_PERSON = 4;
const RELISTEN_MS = 3_000;

export function createMessageHub(
  database: Pick<Database, 'listen'>,
  limits: { perAddress: number; total: number },
): MessageHub {
  const listeners = new Map<string, Set<MessageListener>>();
  const byPerson = createStreamSlots({ perAddress: MESSAGE_STREAMS_PER_PERSON, total: limits.total });
  const byAddress = createStreamSlots({ perAddress: limits.perAddress, total: limits.total });
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let closed = false;

  const tell = (userId: string, conversationId: string | null) => {
    for (const listener of listeners.get(userId) ?? []) listener.changed(conversationId);
  };
  const onNotice = (payload: string) => {
    const notice = parseMessagesNotice(payload);
    if (notice) for (const userId of notice.user_ids) tell(userId, notice.conversation_id);
  };
  const onLost = () => {
    listening = null;
    // Whatever came meanwhile is unknown: every stream's page reads afresh.
    for (const userId of listeners.keys()) tell(userId, null);
    if (!closed) retry = setTimeout(() => void start(), RELISTEN_MS);
  };

  function start(): Promise<void> {
    if (closed) return Promise.resolve();
    listening ??= database.listen(MESSAGES_CHANNEL, onNotice, onLost).catch((error: Error) => {
      console.warn(`cannot LISTEN for messages; streams carry no live messages (${error.message})`);
      listening = null;
      return null;
    });
    return listening.then(() => undefined);
  }

  return {
    start,
    subscribe(userId, listener) {
      const set = listeners.get(userId) ?? new Set();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(userId);
      };
    },
    admitStream(userId, address) {
      const leavePerson = byPerson.admit(userId);
      try {
        const leaveAddress = byAddress.admit(address);
        return () => {
          leavePerson();
          leaveAddress();
        };
      } catch (error) {
        leavePerson();
        throw error;
      }
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      for (const set of listeners.values()) for (const listener of set) listener.close();
      listeners.clear();
      const unlisten = await listening;
      await unlisten?.();
    },
  };
}
