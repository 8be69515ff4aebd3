import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
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
import { admitNewConversation } from './new-conversation-cap';

export interface Sent {
  conversation: ConversationRow;
  message: MessageRow;
}

/**
 * "Message the seller": the viewer's conversation about a published ad (started now if it is their
 * first message about it, within their daily cap of new conversations: 429) gets the message. Not
 * the owner (403), not across a block (403), not an ad that is not published (404).
 */
export async function messageAboutAd(
  deps: Pick<Deps, 'db' | 'trust'>,
  viewer: Viewer,
  adId: string,
  body: string,
  { now, lang }: { now: Date; lang: Language },
): Promise<Sent> {
  if (!isAdId(adId)) throw notFound();
  const { db } = deps;
  const [ad] = await db
    .select({ id: ads.id, userId: ads.userId, title: ads.title })
    .from(ads)
    .where(and(eq(ads.id, adId), onOffer(now)));
  if (!ad) throw notFound();
  assertMayMessageAd(viewer, ad);
  assertNotBlockedPair((await ownersHiddenFrom(db, viewer.id, [ad.userId])).size > 0);
  return db.transaction(async (tx) => {
    // One person's starts one at a time: two at once cannot both take the day's last one.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`conversations:${viewer.id}`}, 0))`);
    const conversation =
      (await conversationAbout(tx, ad.id, viewer.id)) ??
      (await startConversation(tx, deps.trust, viewer, ad, { now, lang }));
    const message = await appendMessage(tx, conversation, viewer.id, body, now);
    return { conversation, message };
  });
}

const conversationAbout = async (tx: Db, adId: string, buyerId: string) =>
  (
    await tx
      .select()
      .from(conversations)
      .where(and(eq(conversations.adId, adId), eq(conversations.buyerId, buyerId)))
  )[0];

async function startConversation(
  tx: Db,
  trust: Deps['trust'],
  viewer: Viewer,
  ad: { id: string; userId: string; title: string },
  { now, lang }: { now: Date; lang: Language },
): Promise<ConversationRow> {
  await admitNewConversation(tx, trust, viewer, now, lang);
  const [conversation] = await tx
    .insert(conversations)
    .values({ adId: ad.id, adTitle: ad.title, buyerId: viewer.id, sellerId: ad.userId, createdAt: now })
    .returning();
  if (!conversation) throw new Error('conversation not saved');
  await tx.insert(conversationMembers).values([
    { conversationId: conversation.id, userId: viewer.id, lastReadAt: now },
    // The seller has read nothing yet: the first message counts as unread for them.
    { conversationId: conversation.id, userId: ad.userId, lastReadAt: new Date(0) },
  ]);
  return conversation;
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
