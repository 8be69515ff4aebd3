import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { MESSAGE_STREAMS_PER_PERSON } from '../../../server/services/messages/message-hub';
import { MESSAGES_CHANNEL } from '../../../server/services/messages/message-notify';
import * as messagesApi from '../../../shared/api/messages';
import { apiPath } from '../../../shared/api/operation';
import type { MessagesEvent } from '../../../shared/schemas/messages';
import { messagesFixture } from '../../support/messages-support';
import { setupTestServer } from '../../support/setup-server';
import { openEventStream, type SseMessage } from '../../support/sse-client';

// New messages arrive live: the stream of each of the two people hears of every message, through
// PostgreSQL's NOTIFY, whichever connection (server process) wrote it.

const shared = setupTestServer(messagesFixture);
const open: Array<{ close(): Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((s) => s.close()));
});

/** The person's messages stream; `next` waits for the first event (from index `from`) that passes `test`. */
const stream = async (cookie: string) => {
  const s = await openEventStream(`${shared.server.url}${apiPath(messagesApi.streamMessages)}`, { cookie });
  open.push(s);
  const next = async (test: (event: MessagesEvent) => boolean, from = 0) => {
    const parse = (m: SseMessage) => JSON.parse(m.data) as MessagesEvent;
    return parse(
      await s.nextMessage((m) => m.event === 'messages' && test(parse(m)), { from, timeoutMs: 5000 }),
    );
  };
  return { response: s.response, next };
};

describe('the messages stream', () => {
  it('tells the recipient of a new message at once, with their unread count', async () => {
    const { conversation, reply, api } = shared;
    const talk = await conversation();
    const seller = await stream(talk.seller.cookie);
    expect(seller.response.status).toBe(200);
    expect(seller.response.headers.get('content-type')).toMatch(/text\/event-stream/);
    expect(await seller.next(() => true)).toEqual({ conversation_id: null, unread: 1 });

    await reply(talk.buyer, talk.id, 'Are you there?');
    expect(await seller.next((e) => e.conversation_id === talk.id)).toEqual({
      conversation_id: talk.id,
      unread: 2,
    });
    await api(messagesApi.markConversationRead, talk.seller, { params: { id: talk.id } });
    await reply(talk.seller, talk.id, 'Yes');
    expect(await seller.next((e) => e.unread === 0, 1)).toEqual({ conversation_id: talk.id, unread: 0 });
  });

  it('hears a NOTIFY written by another connection, as from another server process', async () => {
    const { conversation } = shared;
    const talk = await conversation();
    const buyer = await stream(talk.buyer.cookie);
    await buyer.next(() => true);
    const other = new pg.Client({ connectionString: shared.server.deps.database.url });
    await other.connect();
    try {
      const notice = JSON.stringify({ conversation_id: talk.id, user_ids: [talk.buyer.id] });
      await other.query('select pg_notify($1, $2)', [MESSAGES_CHANNEL, notice]);
    } finally {
      await other.end();
    }
    expect(await buyer.next((e) => e.conversation_id === talk.id)).toEqual({
      conversation_id: talk.id,
      unread: 0,
    });
  });

  it(`holds at most ${MESSAGE_STREAMS_PER_PERSON} streams per person, and none for a visitor`, async () => {
    const person = await shared.person();
    for (let i = 0; i < MESSAGE_STREAMS_PER_PERSON; i += 1)
      expect((await stream(person.cookie)).response.status).toBe(200);
    const refused = await stream(person.cookie);
    expect(refused.response.status).toBe(429);
    expect(refused.response.headers.get('retry-after')).toBe('30');
    const visitor = await fetch(`${shared.server.url}${apiPath(messagesApi.streamMessages)}`);
    expect(visitor.status).toBe(401);
  });
});
