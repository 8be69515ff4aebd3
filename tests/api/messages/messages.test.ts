import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adImages, advertisements } from '../../../server/db/schema/ads';
import { user } from '../../../server/db/schema/auth';
import { messages } from '../../../server/db/schema/messages';
import * as blocksApi from '../../../shared/api/blocks';
import * as messagesApi from '../../../shared/api/messages';
import { apiPath } from '../../../shared/api/operation';
import { messagesFixture } from '../../support/messages-support';
import { setupTestServer } from '../../support/setup-server';

// Messages between people (issue 21): a conversation about an ad between its owner and one person,
// read by those two only, refused across a block, and readable after the ad is gone.

const shared = setupTestServer(messagesFixture);

describe('a conversation about an ad', () => {
  it('starts from the ad, reaches the seller as unread, and is read by its two people only', async () => {
    const { api, person, ad, write, reply } = shared;
    const buyer = await person();
    const listing = await ad(undefined, 'Oak wardrobe');
    const sent = await write(buyer, listing.id, '  Is the wardrobe still available?  ');
    expect(sent.status).toBe(201);
    expect(sent.body.message).toMatchObject({ body: 'Is the wardrobe still available?', mine: true });
    const id = sent.body.conversation_id;

    const sellerList = await api(messagesApi.listConversations, listing.owner);
    expect(sellerList.status).toBe(200);
    expect(sellerList.body.unread).toBe(1);
    expect(sellerList.body.items).toEqual([
      expect.objectContaining({
        id,
        role: 'seller',
        unread: 1,
        ad: { id: listing.id, title: 'Oak wardrobe', available: true, thumbnail_path: null },
        other_person: { id: buyer.id, display_name: expect.stringMatching(/^Tester /) },
        last_message: expect.objectContaining({ body: 'Is the wardrobe still available?', mine: false }),
      }),
    ]);
    expect((await api(messagesApi.getUnreadMessages, listing.owner)).body).toEqual({ unread: 1 });

    // A second message about the same ad joins the same conversation.
    expect((await write(buyer, listing.id, 'I can pick it up today')).body.conversation_id).toBe(id);
    expect((await reply(listing.owner, id, 'Yes, come at six')).status).toBe(201);

    const thread = await api(messagesApi.getConversation, listing.owner, { params: { id: id } });
    expect(thread.status).toBe(200);
    expect(thread.body.messages.map((m: { body: string; mine: boolean }) => [m.body, m.mine])).toEqual([
      ['Is the wardrobe still available?', false],
      ['I can pick it up today', false],
      ['Yes, come at six', true],
    ]);
    // Replying means the seller read what came before; the buyer has one unread now.
    expect((await api(messagesApi.getUnreadMessages, listing.owner)).body.unread).toBe(0);
    expect((await api(messagesApi.getUnreadMessages, buyer)).body.unread).toBe(1);
    const read = await api(messagesApi.markConversationRead, buyer, { params: { id: id } });
    expect(read.body).toEqual({ unread: 0 });

    const stranger = await person();
    expect((await api(messagesApi.getConversation, stranger, { params: { id: id } })).status).toBe(404);
    expect((await api(messagesApi.markConversationRead, stranger, { params: { id: id } })).status).toBe(404);
    expect((await shared.reply(stranger, id, 'hello')).status).toBe(404);
    expect((await api(messagesApi.listConversations, stranger)).body.items).toEqual([]);
    expect((await api(messagesApi.getConversation, undefined, { params: { id: id } })).status).toBe(401);
    expect((await api(messagesApi.listConversations)).status).toBe(401);
    expect((await shared.reply({ id: '', cookie: '' }, id, 'hello')).status).toBe(401);
    expect((await api(messagesApi.getConversation, buyer, { params: { id: 'not-a-uuid' } })).status).toBe(
      404,
    );
  });

  it('pages back through every message, also when many were sent in the same millisecond', async () => {
    const { api, person, ad, write } = shared;
    const buyer = await person();
    const listing = await ad(undefined, 'Chest of drawers');
    const id = (await write(buyer, listing.id, 'first')).body.conversation_id;
    const at = new Date();
    const bodies = Array.from({ length: 230 }, (_, i) => `same moment ${i}`);
    await shared.server.deps.db
      .insert(messages)
      .values(bodies.map((body) => ({ conversationId: id, senderId: buyer.id, body, createdAt: at })));
    const seen: string[] = [];
    let before: string | undefined;
    for (let pages = 0; pages < 5; pages++) {
      const page = await api(messagesApi.getConversation, buyer, { params: { id }, query: { before } });
      expect(page.status).toBe(200);
      seen.unshift(...page.body.messages.map((m: { body: string }) => m.body));
      if (!page.body.has_earlier) break;
      before = page.body.messages[0].id;
    }
    expect(seen).toHaveLength(231);
    expect(new Set(seen)).toEqual(new Set(['first', ...bodies]));
    expect(
      (await api(messagesApi.getConversation, buyer, { params: { id }, query: { before: 'yesterday' } }))
        .status,
    ).toBe(400);
  });

  it('refuses the owner of the ad, an unpublished ad and an empty or too long message, in the caller’s language', async () => {
    const { api, person, ad, write, server, place } = shared;
    const listing = await ad();
    const own = await write(listing.owner, listing.id, 'hi');
    expect(own.status).toBe(403);
    expect(own.body.error.code).toBe('CANNOT_MESSAGE_OWN_AD');
    const buyer = await person();
    const empty = await write(buyer, listing.id, '   ', 'uk');
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.body).toBe('Напишіть повідомлення');
    const long = await write(buyer, listing.id, 'я'.repeat(2001), 'en');
    expect(long.status).toBe(400);
    expect(long.body.error.fields.body).toMatch(/too long/);
    expect((await write(buyer, listing.id, 'я'.repeat(2000))).status).toBe(201);
    const { createAd } = await import('../../support/factories');
    const pending = await createAd(server.deps.db, { ...place, userId: listing.owner.id, status: 'pending' });
    expect((await write(buyer, pending.id, 'hello')).status).toBe(404);
    const stored = await server.deps.db
      .select()
      .from(messages)
      .where(eq(messages.senderId, listing.owner.id));
    expect(stored).toEqual([]);
    expect(
      (
        await api(messagesApi.messageSeller, buyer, {
          params: { id: listing.id },
          body: { body: 'x' },
          invalidBody: { body: 'x', extra: 1 },
        })
      ).status,
    ).toBe(400);
  });

  it('stays readable after the ad is rejected or deleted, with the title it had', async () => {
    const { api, server, conversation, reply } = shared;
    const { db } = server.deps;
    const talk = await conversation();
    const photo = `/media/ads/${talk.ad.id}/photo-full.webp`;
    await db.update(adImages).set({ storagePath: photo }).where(eq(adImages.adId, talk.ad.id));
    const published = await api(messagesApi.listConversations, talk.buyer);
    expect(published.body.items[0].ad.thumbnail_path).toBe(`/media/ads/${talk.ad.id}/photo-thumb.webp`);
    await db.update(advertisements).set({ status: 'rejected' }).where(eq(advertisements.id, talk.ad.id));
    const rejected = await api(messagesApi.getConversation, talk.buyer, { params: { id: talk.id } });
    expect(rejected.body.conversation.ad).toEqual({
      id: talk.ad.id,
      title: talk.ad.title,
      available: false,
      thumbnail_path: null,
    });
    await db.delete(advertisements).where(eq(advertisements.id, talk.ad.id));
    const gone = await api(messagesApi.getConversation, talk.seller, { params: { id: talk.id } });
    expect(gone.status).toBe(200);
    expect(gone.body.conversation.ad).toEqual({
      id: null,
      title: talk.ad.title,
      available: false,
      thumbnail_path: null,
    });
    expect(gone.body.messages).toHaveLength(1);
    expect((await reply(talk.seller, talk.id, 'It is sold, sorry')).status).toBe(201);
  });

  it('never carries either person’s email or phone in any answer', async () => {
    const { api, server, conversation, reply } = shared;
    const talk = await conversation();
    await reply(talk.seller, talk.id, 'Hello back');
    const emails = await server.deps.db.select({ email: user.email }).from(user);
    const secrets = [
      ...emails
        .filter((e) => [talk.buyer.id, talk.seller.id].some((id) => e.email.startsWith(id)))
        .map((e) => e.email),
      'seller@example.com',
      '555-0100',
      'seller_tg',
    ];
    expect(secrets).toHaveLength(5);
    const answers = [];
    for (const who of [talk.buyer, talk.seller]) {
      answers.push(await api(messagesApi.listConversations, who));
      answers.push(await api(messagesApi.getConversation, who, { params: { id: talk.id } }));
      answers.push(await api(messagesApi.getUnreadMessages, who));
      answers.push(await api(messagesApi.markConversationRead, who, { params: { id: talk.id } }));
    }
    answers.push(await reply(talk.buyer, talk.id, 'See you'));
    answers.push(await shared.write(talk.buyer, talk.ad.id, 'One more thing'));
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(300);
      for (const secret of secrets) expect(answer.text).not.toContain(secret);
    }
  });
});

describe('blocking and messages', () => {
  it('refuses messages both ways with a clear error and hides the conversation, until unblocked', async () => {
    const { api, conversation, write, reply } = shared;
    const talk = await conversation();
    expect((await api(blocksApi.blockPerson, talk.seller, { params: { id: talk.buyer.id } })).status).toBe(
      200,
    );

    for (const [who, lang, text] of [
      [talk.buyer, 'en', /one of you has blocked the other/],
      [talk.seller, 'uk', /хтось із вас заблокував/],
    ] as const) {
      const res = await reply(who, talk.id, 'hello?', lang);
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('MESSAGING_BLOCKED');
      expect(res.body.error.message).toMatch(text);
      expect((await api(messagesApi.listConversations, who)).body.items).toEqual([]);
      expect((await api(messagesApi.getConversation, who, { params: { id: talk.id } })).status).toBe(404);
    }
    expect((await api(messagesApi.getUnreadMessages, talk.seller)).body.unread).toBe(0);
    const anew = await write(talk.buyer, talk.ad.id, 'about your ad');
    expect(anew.status).toBe(403);
    expect(anew.body.error.code).toBe('MESSAGING_BLOCKED');

    expect((await api(blocksApi.unblockPerson, talk.seller, { params: { id: talk.buyer.id } })).status).toBe(
      204,
    );
    expect((await reply(talk.buyer, talk.id, 'hello again')).status).toBe(201);
    expect((await api(messagesApi.listConversations, talk.seller)).body.items).toHaveLength(1);
  });
});

describe('what stands before every write', () => {
  it('refuses a message sent from another site, and a body over the limit, storing nothing', async () => {
    const { server, conversation } = shared;
    const talk = await conversation();
    const post = (body: string, headers: Record<string, string> = {}) =>
      fetch(`${server.url}${apiPath(messagesApi.replyInConversation, { params: { id: talk.id } })}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: talk.buyer.cookie, ...headers },
        body,
      });
    const foreign = await post(JSON.stringify({ body: 'from elsewhere' }), {
      origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { error: { code: string } }).error.code).toBe('CROSS_SITE_REQUEST');
    const huge = await post(JSON.stringify({ body: 'x'.repeat(300 * 1024) }));
    expect(huge.status).toBe(413);
    const stored = await server.deps.db.select().from(messages).where(eq(messages.conversationId, talk.id));
    expect(stored.map((m) => m.body)).toEqual(['Is it still available?']);
  });
});

describe('the rate limit', () => {
  it('lets a person send 30 messages in 10 minutes, then refuses with MESSAGES_LIMITED and Retry-After', async () => {
    const { conversation, reply } = shared;
    const talk = await conversation();
    // The conversation's first message counted already.
    for (let i = 2; i <= 30; i += 1)
      expect((await reply(talk.buyer, talk.id, `message ${i}`)).status).toBe(201);
    const refused = await reply(talk.buyer, talk.id, 'one too many');
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('MESSAGES_LIMITED');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    // The other person is counted on their own.
    expect((await reply(talk.seller, talk.id, 'slow down')).status).toBe(201);
  });
});
