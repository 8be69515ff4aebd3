import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { conversations } from '../../../server/db/schema/messages';
import * as messagesApi from '../../../shared/api/messages';
import * as trustApi from '../../../shared/api/trust-settings';
import { errors as enErrors } from '../../../shared/i18n/en/errors';
import { errors as ukErrors } from '../../../shared/i18n/uk/errors';
import { TRUST_SETTINGS } from '../../../shared/trust-settings';
import { signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { messagesFixture, type Person } from '../../support/messages-support';
import { setupTestServer } from '../../support/setup-server';

// The daily cap on new conversations (issue 30): writing about an ad starts a conversation, at most
// conversations_per_day of them in 24 hours, new_account_conversations_per_day while the account is
// new (both trust settings); replies and further messages in a conversation are never counted.

const shared = setupTestServer(async (server) => ({
  ...(await messagesFixture(server)),
  admin: await signedInPerson(server, 'admin'),
}));

const EVERYONE = TRUST_SETTINGS.conversations_per_day.default;
const NEW_ACCOUNT = TRUST_SETTINGS.new_account_conversations_per_day.default;
const DAY_SECONDS = 24 * 60 * 60;

const setTrust = (key: string, value: number) =>
  callApi(shared.server, trustApi.updateTrustSetting, {
    params: { key },
    cookie: shared.admin.cookie,
    body: { value },
  });

/** `n` published ads, each of a seller of its own. */
const adsOfOthers = (n: number) => Promise.all(Array.from({ length: n }, () => shared.ad()));

/** Writes a first message about each ad in turn; the statuses. */
async function startAll(who: Person, ads: { id: string }[]) {
  const statuses: number[] = [];
  for (const ad of ads) statuses.push((await shared.write(who, ad.id, 'Is it still available?')).status);
  return statuses;
}

const startedBy = async (buyerId: string) =>
  (
    await shared.server.deps.db
      .select({ n: count() })
      .from(conversations)
      .where(eq(conversations.buyerId, buyerId))
  )[0]?.n;

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const TIME = { en: '(\\d+ hours|\\d+h \\d+m)', uk: '(\\d+ годин[иу]?|\\d+ год \\d+ хв)' };

/** The refusal in `lang`, saying when (about a day from now: its Retry-After, returned). */
function expectRefusal(res: Awaited<ReturnType<typeof shared.write>>, lang: 'en' | 'uk') {
  expect(res.status).toBe(429);
  expect(res.body.error.code).toBe('NEW_CONVERSATIONS_LIMITED');
  const template = (lang === 'en' ? enErrors : ukErrors).NEW_CONVERSATIONS_LIMITED;
  expect(res.body.error.message).toMatch(
    new RegExp(`^${template.split('{{time}}').map(escaped).join(TIME[lang])}$`),
  );
  return Number(res.headers.get('retry-after'));
}

describe('the daily cap on new conversations', () => {
  it(`lets an established account start ${EVERYONE} a day, then says when it may start another; its conversations stay open`, async () => {
    const buyer = await shared.person();
    const ads = await adsOfOthers(EVERYONE + 1);
    expect(await startAll(buyer, ads.slice(0, EVERYONE))).toEqual(Array(EVERYONE).fill(201));

    const last = ads[EVERYONE];
    if (!last) throw new Error('no ad');
    const retryAfter = expectRefusal(await shared.write(buyer, last.id, 'And this one?'), 'en');
    expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 600);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
    expectRefusal(await shared.write(buyer, last.id, 'А це?', 'uk'), 'uk');
    // Nothing of the refused ones was saved, and the seller heard nothing.
    expect(await startedBy(buyer.id)).toBe(EVERYONE);
    expect((await shared.api(messagesApi.listConversations, last.owner)).body.items).toEqual([]);

    // Writing again about an ad already written about, and replying, are not new conversations.
    const first = ads[0];
    if (!first) throw new Error('no ad');
    const again = await shared.write(buyer, first.id, 'I can come today');
    expect(again.status).toBe(201);
    expect((await shared.reply(buyer, again.body.conversation_id, 'Or tomorrow')).status).toBe(201);
    expect((await shared.reply(first.owner, again.body.conversation_id, 'Today is fine')).status).toBe(201);
    expect(await startedBy(buyer.id)).toBe(EVERYONE);
  });

  it(`lets a new account start ${NEW_ACCOUNT} a day; an admin however new starts as many as everyone`, async () => {
    const newbie = await signedInPerson(shared.server, 'user', { newAccount: true });
    const ads = await adsOfOthers(NEW_ACCOUNT + 1);
    expect(await startAll(newbie, ads.slice(0, NEW_ACCOUNT))).toEqual(Array(NEW_ACCOUNT).fill(201));
    const last = ads[NEW_ACCOUNT];
    if (!last) throw new Error('no ad');
    const retryAfter = expectRefusal(await shared.write(newbie, last.id, 'Hello', 'uk'), 'uk');
    expect(retryAfter).toBeGreaterThan(DAY_SECONDS - 600);
    expect(retryAfter).toBeLessThanOrEqual(DAY_SECONDS);
    expect(await startedBy(newbie.id)).toBe(NEW_ACCOUNT);

    const newAdmin = await signedInPerson(shared.server, 'admin', { newAccount: true });
    expect(await startAll(newAdmin, ads)).toEqual(Array(NEW_ACCOUNT + 1).fill(201));
  });

  it('does not count conversations others started with the person, nor replies in them', async () => {
    try {
      expect((await setTrust('conversations_per_day', 1)).status).toBe(200);
      const seller = await shared.person();
      const listing = await shared.ad(seller);
      for (let i = 0; i < 3; i++) {
        const started = await shared.write(await shared.person(), listing.id, 'Still for sale?');
        expect(started.status).toBe(201);
        expect((await shared.reply(seller, started.body.conversation_id, 'Yes')).status).toBe(201);
      }
      expect(await startAll(seller, await adsOfOthers(2))).toEqual([201, 429]);
    } finally {
      await setTrust('conversations_per_day', EVERYONE);
    }
  });

  it('follows an admin’s change at once, and lets only one of two starts at once take the last place', async () => {
    try {
      expect((await setTrust('conversations_per_day', 2)).status).toBe(200);
      const buyer = await shared.person();
      const ads = await adsOfOthers(4);
      const [a, b, c, d] = ads.map((ad) => ad.id) as [string, string, string, string];
      expect(await startAll(buyer, [{ id: a }, { id: b }])).toEqual([201, 201]);
      expectRefusal(await shared.write(buyer, c, 'Hello'), 'en');

      expect((await setTrust('conversations_per_day', 3)).status).toBe(200);
      const both = await Promise.all([shared.write(buyer, c, 'Hello'), shared.write(buyer, d, 'Hello')]);
      expect(both.map((res) => res.status).sort()).toEqual([201, 429]);
      expect(await startedBy(buyer.id)).toBe(3);

      // A new account's own number, and how long an account counts as new, are followed too.
      const newbie = await signedInPerson(shared.server, 'user', { newAccount: true });
      expect((await setTrust('new_account_conversations_per_day', 1)).status).toBe(200);
      expect(await startAll(newbie, [{ id: a }, { id: b }])).toEqual([201, 429]);
      expect((await setTrust('new_account_days', 0)).status).toBe(200);
      expect(await startAll(newbie, [{ id: b }, { id: c }, { id: d }])).toEqual([201, 201, 429]);
      expect(await startedBy(newbie.id)).toBe(3);
    } finally {
      await setTrust('conversations_per_day', EVERYONE);
      await setTrust('new_account_conversations_per_day', NEW_ACCOUNT);
      await setTrust('new_account_days', TRUST_SETTINGS.new_account_days.default);
    }
  });
});
