import { eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { conversations } from '../../db/schema/messages';
import { isInConversation } from '../../policies/message';
import { isAdId } from '../ads/ad-id';
import { ownersHiddenFrom } from '../blocks/hidden-owners';

export type ConversationRow = typeof conversations.$inferSelect;

export const otherPersonOf = (conversation: ConversationRow, viewerId: string) =>
  conversation.buyerId === viewerId ? conversation.sellerId : conversation.buyerId;

/** Whether a block (either way) stands between the viewer and the other person of the conversation. */
export async function blockedInConversation(db: Db, viewer: Viewer, conversation: ConversationRow) {
  const other = otherPersonOf(conversation, viewer.id);
  return (await ownersHiddenFrom(db, viewer.id, [other])).size > 0;
}

/** The conversation if the viewer is one of its two people; 404 otherwise (as if it were not there). */
export async function participantsConversation(db: Db, viewer: Viewer, id: string): Promise<ConversationRow> {
  if (!isAdId(id)) throw notFound();
  const [row] = await db.select().from(conversations).where(eq(conversations.id, id));
  if (!row || !isInConversation(viewer, row)) throw notFound();
  return row;
}

/** participantsConversation, and 404 when a block hides the other person: their conversations are hidden. */
export async function visibleConversation(db: Db, viewer: Viewer, id: string): Promise<ConversationRow> {
  const row = await participantsConversation(db, viewer, id);
  if (await blockedInConversation(db, viewer, row)) throw notFound();
  return row;
}
