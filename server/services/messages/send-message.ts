import { and, eq } from 'drizzle-orm';
import { notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { conversationMembers, conversations } from '../../db/schema/messages';
import { assertMayMessageAd, assertNotBlockedPair } from '../../policies/message';
import { isAdId } from '../ads/ad-id';
import { onOffer } from '../ads/ad-query';
import { ownersHiddenFrom } from '../blocks/hidden-owners';
import { appendMessage, type MessageRow } from './append-message';
import { blockedInConversation, type ConversationRow, participantsConversation } from './conversation-access';

export interface Sent {
  conversation: ConversationRow;
  message: MessageRow;
}

/**
 * "Message the seller": the viewer's conversation about a published ad (started now if it is their
 * first message about it) gets the message. Not the owner (403), not across a block (403), not an
 * ad that is not published (404).
 */
export async function messageAboutAd(
  db: Db,
  viewer: Viewer,
  adId: string,
  body: string,
  now: Date,
): Promise<Sent> {
  if (!isAdId(adId)) throw notFound();
  const [ad] = await db
    .select({ id: ads.id, userId: ads.userId, title: ads.title })
    .from(ads)
    .where(and(eq(ads.id, adId), onOffer(now)));
  if (!ad) throw notFound();
  assertMayMessageAd(viewer, ad);
  assertNotBlockedPair((await ownersHiddenFrom(db, viewer.id, [ad.userId])).size > 0);
  return db.transaction(async (tx) => {
    await tx
      .insert(conversations)
      .values({ adId: ad.id, adTitle: ad.title, buyerId: viewer.id, sellerId: ad.userId, createdAt: now })
      .onConflictDoNothing({ target: [conversations.adId, conversations.buyerId] });
    const [conversation] = await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.adId, ad.id), eq(conversations.buyerId, viewer.id)));
    if (!conversation) throw new Error('conversation not saved');
    await tx
      .insert(conversationMembers)
      .values([
        { conversationId: conversation.id, userId: viewer.id, lastReadAt: now },
        // The seller has read nothing yet: the first message counts as unread for them.
        { conversationId: conversation.id, userId: ad.userId, lastReadAt: new Date(0) },
      ])
      .onConflictDoNothing();
    const message = await appendMessage(tx, conversation, viewer.id, body, now);
    return { conversation, message };
  });
}

/** A reply in a conversation the viewer is in (404 otherwise); refused across a block (403). */
export async function replyInConversation(
  db: Db,
  viewer: Viewer,
  conversationId: string,
  body: string,
  now: Date,
): Promise<Sent> {
  const conversation = await participantsConversation(db, viewer, conversationId);
  assertNotBlockedPair(await blockedInConversation(db, viewer, conversation));
  const message = await db.transaction((tx) => appendMessage(tx, conversation, viewer.id, body, now));
  return { conversation, message };
}
