import { and, desc, eq, sql } from 'drizzle-orm';
import { MESSAGES_PAGE_SIZE } from '../../../shared/schemas/messages';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { conversationMembers, messages } from '../../db/schema/messages';
import type { MessageRow } from './append-message';
import { visibleConversation } from './conversation-access';
import { type ConversationListRow, listConversations, unreadMessageCount } from './list-conversations';

export interface ThreadRows {
  conversation: ConversationListRow;
  messages: MessageRow[];
  hasEarlier: boolean;
}

/**
 * The latest messages of a conversation (those sent before the message `before`), oldest first.
 * Keyed by time and id: messages sent in the same millisecond are neither skipped nor repeated.
 */
export async function messagesOf(db: Db, conversationId: string, before?: string) {
  const earlier = before
    ? sql`(${messages.createdAt}, ${messages.id}) < (select m.created_at, m.id from ${messages} m
          where m.id = ${before} and m.conversation_id = ${conversationId})`
    : undefined;
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.conversationId, conversationId), earlier))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(MESSAGES_PAGE_SIZE + 1);
  return {
    messages: rows.slice(0, MESSAGES_PAGE_SIZE).reverse(),
    hasEarlier: rows.length > MESSAGES_PAGE_SIZE,
  };
}

/** One of the two people reads their conversation (404 to anyone else, or across a block). */
export async function readThread(db: Db, viewer: Viewer, id: string, before?: string): Promise<ThreadRows> {
  const row = await visibleConversation(db, viewer, id);
  const [conversation] = await listConversations(db, viewer, row.id);
  if (!conversation) throw new Error('conversation vanished');
  return { conversation, ...(await messagesOf(db, row.id, before)) };
}

/**
 * The viewer has read the conversation up to now: its unread count becomes 0. Answers the viewer's
 * unread total across their conversations after it.
 */
export async function markRead(db: Db, viewer: Viewer, id: string, now: Date): Promise<number> {
  const row = await visibleConversation(db, viewer, id);
  await db
    .update(conversationMembers)
    .set({ lastReadAt: now })
    .where(and(eq(conversationMembers.conversationId, row.id), eq(conversationMembers.userId, viewer.id)));
  return unreadMessageCount(db, viewer);
}
