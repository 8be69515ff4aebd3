import { describe, expect, it } from 'vitest';
import { rateLimitEvents } from '../../server/db/schema/rate-limits';
import { hasNaughtyStrings, naughtyStrings } from '../support/corpora';
import { messagesFixture } from '../support/messages-support';
import { setupTestServer } from '../support/setup-server';

// Every string of the Big List of Naughty Strings is a message like any other: stored as typed
// (trimmed) and given back byte for byte as JSON text, markup and all, never interpreted.

const shared = setupTestServer(messagesFixture);

describe.runIf(hasNaughtyStrings)('naughty strings in messages', () => {
  it('come back exactly as sent (trimmed), in the thread and in the list', async () => {
    const { conversation, reply, call } = shared;
    const talk = await conversation();
    const sent = naughtyStrings().filter((s) => s.trim().length > 0);
    const { server } = shared;
    for (const [i, text] of sent.entries()) {
      // The limit is the rate-limit test's business: forget this person's count now and then.
      if (i % 25 === 0) await server.deps.db.delete(rateLimitEvents);
      const res = await reply(i % 2 ? talk.buyer : talk.seller, talk.id, text);
      expect(res.status, text).toBe(201);
      expect(res.body.message.body).toBe(text.trim());
    }
    const stored: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await call(
        'GET',
        `/conversations/${talk.id}${before ? `?before=${encodeURIComponent(before)}` : ''}`,
        talk.buyer,
      );
      expect(page.status).toBe(200);
      stored.unshift(...page.body.messages.map((m: { body: string }) => m.body));
      if (!page.body.has_earlier) break;
      before = page.body.messages[0].id;
    }
    expect(stored).toEqual(['Is it still available?', ...sent.map((s) => s.trim())]);
    const list = await call('GET', '/me/conversations', talk.seller);
    expect(list.body.items[0].last_message.body).toBe(sent.at(-1)?.trim());
  }, 120_000);
});
