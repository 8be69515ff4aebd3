import type {
  AdminConversation,
  ConversationList,
  ConversationSummary,
  ConversationThread,
  Message,
  MessageSent,
} from '../../shared/schemas/messages';
import type { MessageRow } from '../services/messages/append-message';
import type { ConversationListRow } from '../services/messages/list-conversations';
import type { readReportedConversation } from '../services/messages/moderate-messages';
import type { ThreadRows } from '../services/messages/read-thread';
import type { Sent } from '../services/messages/send-message';

const iso = (value: Date | string) => new Date(value).toISOString();
const thumbnailOf = (path: string | null) => (path ? path.replace(/-full\.webp$/, '-thumb.webp') : null);

/** A message as one of its two people sees it (no contact field exists to leak). */
export const presentMessage = (row: MessageRow, viewerId: string): Message => ({
  id: row.id,
  conversation_id: row.conversationId,
  sender_id: row.senderId,
  mine: row.senderId === viewerId,
  body: row.body,
  created_at: iso(row.createdAt),
});

/** A conversation of the caller's list: the other person by display name only. */
export const presentConversation = (row: ConversationListRow, viewerId: string): ConversationSummary => ({
  id: row.id,
  ad: {
    id: row.ad_id,
    title: row.ad_title,
    available: row.ad_available,
    thumbnail_path: row.ad_available ? thumbnailOf(row.ad_image) : null,
  },
  other_person: { id: row.other_id, display_name: row.other_name ?? '' },
  role: row.seller_id === viewerId ? 'seller' : 'buyer',
  last_message:
    row.last_body === null || row.last_at === null
      ? null
      : { body: row.last_body, mine: row.last_sender_id === viewerId, created_at: iso(row.last_at) },
  unread: row.unread,
  last_message_at: iso(row.last_message_at),
});

/** The caller's list, with the unread total of what it shows. */
export function presentConversationList(rows: ConversationListRow[], viewerId: string): ConversationList {
  const items = rows.map((row) => presentConversation(row, viewerId));
  return { items, unread: items.reduce((sum, item) => sum + item.unread, 0) };
}

export const presentMessageSent = (sent: Sent, viewerId: string): MessageSent => ({
  conversation_id: sent.conversation.id,
  message: presentMessage(sent.message, viewerId),
});

export const presentThread = (thread: ThreadRows, viewerId: string): ConversationThread => ({
  conversation: presentConversation(thread.conversation, viewerId),
  messages: thread.messages.map((m) => presentMessage(m, viewerId)),
  has_earlier: thread.hasEarlier,
});

type AdminRead = Awaited<ReturnType<typeof readReportedConversation>>;

/** A reported conversation for a moderator: names and messages, nothing of either person's contacts. */
export const presentAdminConversation = (read: AdminRead): AdminConversation => ({
  id: read.conversation.id,
  ad_title: read.conversation.adTitle,
  people: read.people.map((p) => ({ id: p.id, display_name: p.displayName ?? '' })),
  messages: read.messages.map((m) => {
    const { mine: _mine, ...rest } = presentMessage(m, '');
    return rest;
  }),
});
