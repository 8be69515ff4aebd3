import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { conversationMembers, conversations, messages } from '../../db/schema/messages';
import type { ConversationRow } from './conversation-access';
import { notifyMessages } from './message-notify';

export type MessageRow = typeof messages.$inferSelect;

/**
 * Adds the sender's message in the caller's transaction: the conversation moves to the top of both
 * lists, the sender has read everything up to it, and both people's live streams hear of it on commit.
 */
export async function appendMessage(
  tx: Db,
  conversation: ConversationRow,
  senderId: string,
  body: string,
  now: Date,
): Promise<MessageRow> {
  const [message] = await tx
    .insert(messages)
    .values({ conversationId: conversation.id, senderId, body, createdAt: now })
    .returning();
  if (!message) throw new Error('message not saved');
  await tx.update(conversations).set({ lastMessageAt: now }).where(eq(conversations.id, conversation.id));
  await tx
    .update(conversationMembers)
    .set({ lastReadAt: now })
    .where(
      and(eq(conversationMembers.conversationId, conversation.id), eq(conversationMembers.userId, senderId)),
    );
  await notifyMessages(tx, {
    conversation_id: conversation.id,
    user_ids: [conversation.buyerId, conversation.sellerId],
  });
  return message;
}
