import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { JOB_LOCKS } from '../../../server/db/job-locks';
import { profiles } from '../../../server/db/schema/profiles';
import { readOutbox } from '../../../server/mail/outbox-mailer';
import { AWAY_AFTER_MS, mailAwayReaders } from '../../../server/services/messages/away-mail';
import * as messagesApi from '../../../shared/api/messages';
import { messagesFixture } from '../../support/messages-support';
import { setupTestServer } from '../../support/setup-server';

// The away-mail (issue 21): someone who has not read a message for a while gets one mail per
// conversation, at most one an hour, in their language, with a link; never twice, however often the
// job runs and in however many processes.

const shared = setupTestServer(messagesFixture);
const MINUTE = 60_000;

const mailsTo = async (userId: string) =>
  (await readOutbox(join(shared.server.deps.env.DATA_DIR, 'outbox'))).filter(
    (m) => m.to === `${userId}@test.hromada.local`,
  );

/** The server's clock now reads `ms` (messages sent from now on carry that time). */
const setClock = (ms: number) => {
  shared.server.deps.clock = () => new Date(ms);
};

/** One pass as the worker runs it (under the job's advisory lock), at `now`. */
function pass(now: Date) {
  const { deps } = shared.server;
  setClock(now.getTime());
  return deps.database.exclusive(JOB_LOCKS.messageAwayMail, () =>
    mailAwayReaders({ db: deps.db, mailer: deps.mailer, siteUrl: deps.env.baseUrl }, now),
  );
}

describe('mail to people away from their messages', () => {
  it('sends one mail per conversation an hour, in the reader’s language, never twice', async () => {
    const { conversation, reply, server } = shared;
    const sentAt = Date.now();
    setClock(sentAt);
    const talk = await conversation('Does the sofa come apart for transport?');
    await server.deps.db.update(profiles).set({ language: 'uk' }).where(eq(profiles.id, talk.seller.id));

    // Not away yet: a live page would have marked it read.
    await pass(new Date(sentAt + AWAY_AFTER_MS / 2));
    expect(await mailsTo(talk.seller.id)).toEqual([]);

    // Two passes at once (two processes): the lock lets one run; then the same pass again, as after a restart.
    const later = new Date(sentAt + AWAY_AFTER_MS + MINUTE);
    const both = await Promise.all([pass(later), pass(later)]);
    expect(both.filter((run) => run.ran)).not.toHaveLength(0);
    await pass(later);
    const mails = await mailsTo(talk.seller.id);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Нове повідомлення');
    expect(mails[0]?.subject).toContain(talk.ad.title);
    expect(mails[0]?.text).toContain(`${server.deps.env.baseUrl}/messages/${talk.id}`);
    expect(mails[0]?.text).not.toContain('Does the sofa come apart');

    // More messages within the hour: no more mail; after the hour, one more.
    setClock(sentAt + 20 * MINUTE);
    await reply(talk.buyer, talk.id, 'And is the price firm?');
    await pass(new Date(sentAt + 30 * MINUTE));
    expect(await mailsTo(talk.seller.id)).toHaveLength(1);
    await pass(new Date(sentAt + 70 * MINUTE));
    await pass(new Date(sentAt + 71 * MINUTE));
    expect(await mailsTo(talk.seller.id)).toHaveLength(2);
    // Nothing new since: the next hours stay quiet. The buyer read their own messages: nothing for them.
    await pass(new Date(sentAt + 200 * MINUTE));
    expect(await mailsTo(talk.seller.id)).toHaveLength(2);
    expect(await mailsTo(talk.buyer.id)).toEqual([]);
  });

  it('mails no one who read the message, in English for an English writer', async () => {
    const { conversation, reply, api } = shared;
    const sentAt = Date.now() + 1000 * MINUTE;
    setClock(sentAt);
    const talk = await conversation();
    setClock(sentAt + MINUTE);
    await api(messagesApi.markConversationRead, talk.seller, { params: { id: talk.id } });
    await reply(talk.seller, talk.id, 'Yes it is', 'en');
    await pass(new Date(sentAt + AWAY_AFTER_MS + 2 * MINUTE));
    expect(await mailsTo(talk.seller.id)).toEqual([]);
    const toBuyer = await mailsTo(talk.buyer.id);
    expect(toBuyer).toHaveLength(1);
    expect(toBuyer[0]?.subject).toMatch(/^New message from /);
  });
});
