import { describe, expect, it } from 'vitest';
import { rateLimitEvents } from '../../../server/db/schema/rate-limits';
import * as messagesApi from '../../../shared/api/messages';
import { plainLines } from '../../../shared/schemas/text';
import { hasNaughtyStrings, naughtyStrings } from '../../support/corpora';
import { messagesFixture } from '../../support/messages-support';
import { setupTestServer } from '../../support/setup-server';

// Every string of the Big List of Naughty Strings is a message like any other: stored as typed
// (trimmed, and as the one text rule leaves plain text: no control or text-direction characters,
// docs/decisions/036) and given back byte for byte as JSON text, markup and all, never interpreted.

const shared = setupTestServer(messagesFixture);

describe.runIf(hasNaughtyStrings)('naughty strings in messages', () => {
  it('come back as sent (trimmed, by the text rule), in the thread and in the list', async () => {
    const { conversation, reply, api } = shared;
    const talk = await conversation();
    const typed = naughtyStrings().filter((s) => s.trim().length > 0);
    const kept = (s: string) => plainLines(s).trim();
    const sent = typed.filter((s) => kept(s).length > 0);
    const onlyControls = typed.filter((s) => kept(s).length === 0);
    const { server } = shared;
    for (const [i, text] of sent.entries()) {
      // The limit is the rate-limit test's business: forget this person's count now and then.
      if (i % 25 === 0) await server.deps.db.delete(rateLimitEvents);
      const res = await reply(i % 2 ? talk.buyer : talk.seller, talk.id, text);
      expect(res.status, text).toBe(201);
      expect(res.body.message.body).toBe(kept(text));
    }
    for (const text of onlyControls) {
      const res = await reply(talk.buyer, talk.id, text);
      expect([res.status, res.body.error.code], text).toEqual([400, 'VALIDATION_FAILED']);
    }
    const stored: string[] = [];
    let before: string | undefined;
    for (;;) {
      const page = await api(messagesApi.getConversation, talk.buyer, {
        params: { id: talk.id },
        query: { before },
      });
      expect(page.status).toBe(200);
      stored.unshift(...page.body.messages.map((m: { body: string }) => m.body));
      if (!page.body.has_earlier) break;
      before = page.body.messages[0].id;
    }
    expect(stored).toEqual(['Is it still available?', ...sent.map(kept)]);
    const list = await api(messagesApi.listConversations, talk.seller);
    expect(list.body.items[0].last_message.body).toBe(kept(sent.at(-1) ?? ''));
  }, 120_000);
});
