import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { savedSearches, savedSearchQueue } from '../../../server/db/schema/saved-searches';
import * as blocksApi from '../../../shared/api/blocks';
import * as moderationApi from '../../../shared/api/moderation';
import * as savedSearchesApi from '../../../shared/api/saved-searches';
import { callApi } from '../../support/http';
import {
  alertNotices,
  DAY,
  HOUR,
  mailsOf,
  market,
  runAlerts,
  saveSearch,
  setupAlertsServer,
} from '../../support/saved-search-support';
import { uniqueWord } from '../../support/search-support';

// Saved searches' alerts (issue 21, docs/decisions/033): new approved ads that the saved question
// finds as /search would (both scripts, typos, filters) reach the person once, in their language,
// at once or in one digest a day or a week, never their own ads or a blocked owner's.
const shared = setupAlertsServer();
const server = () => shared.server;

describe('matching new ads', () => {
  it('finds a Cyrillic ad for a Latin question and back, and forgives a typo', async () => {
    const m = await market(server());
    const latin = await saveSearch(server(), m.searcher, {
      q: 'velosyped',
      filters: { city: m.city.id },
      frequency: 'instant',
    });
    const cyrillic = await saveSearch(server(), m.seller, {
      q: 'самокат',
      filters: { city: m.city.id },
      frequency: 'instant',
    });
    const bike = await m.ad({ title: 'Велосипед дитячий', owner: m.seller });
    const scooter = await m.ad({ title: 'Samokat electric', owner: m.searcher });
    await runAlerts(server());
    const searcherNotices = await alertNotices(server(), m.searcher);
    expect(searcherNotices.map((n) => [n.ad_id, n.saved_search?.id])).toEqual([[bike.id, latin.id]]);
    const sellerNotices = await alertNotices(server(), m.seller);
    expect(sellerNotices.map((n) => [n.ad_id, n.saved_search?.id])).toEqual([[scooter.id, cyrillic.id]]);

    const typo = await market(server());
    await saveSearch(server(), typo.searcher, {
      q: 'aprtment',
      filters: { city: typo.city.id },
      frequency: 'instant',
    });
    const flat = await typo.ad({ title: 'Spacious apartment downtown' });
    await typo.ad({ title: 'Fresh honey' });
    await runAlerts(server());
    expect((await alertNotices(server(), typo.searcher)).map((n) => n.ad_id)).toEqual([flat.id]);
  });

  it('applies the saved filters and leaves out ads approved before the search was saved', async () => {
    const m = await market(server());
    const word = uniqueWord();
    const earlier = await m.ad({ title: `${word} early`, price: 50 });
    await runAlerts(server());
    await saveSearch(server(), m.searcher, {
      q: word,
      filters: { city: m.city.id, max_price: 100 },
      frequency: 'instant',
    });
    const cheap = await m.ad({ title: `${word} cheap`, price: 90 });
    await m.ad({ title: `${word} dear`, price: 500 });
    const elsewhere = await market(server());
    await elsewhere.ad({ title: `${word} far away`, price: 10 });
    await runAlerts(server());
    const ids = (await alertNotices(server(), m.searcher)).map((n) => n.ad_id);
    expect(ids).toEqual([cheap.id]);
    expect(ids).not.toContain(earlier.id);
  });

  it('alerts an ad when moderation approves it, not while it waits', async () => {
    const m = await market(server());
    const word = uniqueWord();
    await saveSearch(server(), m.searcher, { q: word, frequency: 'instant' });
    const waiting = await m.ad({ title: `${word} waiting`, status: 'pending' });
    await runAlerts(server());
    expect(await alertNotices(server(), m.searcher)).toEqual([]);
    const res = await callApi(server(), moderationApi.moderateAd, {
      params: { id: waiting.id },
      cookie: shared.admin.cookie,
      body: { status: 'approved' },
    });
    expect(res.status).toBe(200);
    await runAlerts(server());
    expect((await alertNotices(server(), m.searcher)).map((n) => n.ad_id)).toEqual([waiting.id]);
  });

  it("never alerts the person's own ads, nor a blocked owner's either way", async () => {
    const m = await market(server());
    const word = uniqueWord();
    await saveSearch(server(), m.searcher, { q: word, frequency: 'instant' });
    const blocker = await market(server());
    const blocked = await market(server());
    expect(
      (
        await callApi(server(), blocksApi.blockPerson, {
          params: { id: blocker.seller.id },
          cookie: m.searcher.cookie,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await callApi(server(), blocksApi.blockPerson, {
          params: { id: m.searcher.id },
          cookie: blocked.seller.cookie,
        })
      ).status,
    ).toBe(200);
    await m.ad({ title: `${word} mine`, owner: m.searcher });
    await blocker.ad({ title: `${word} from someone I blocked` });
    await blocked.ad({ title: `${word} from someone who blocked me` });
    const fine = await m.ad({ title: `${word} fine` });
    await runAlerts(server());
    expect((await alertNotices(server(), m.searcher)).map((n) => n.ad_id)).toEqual([fine.id]);
    expect((await mailsOf(server(), m.searcher)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining(`${word} fine`),
    ]);
  });

  it('stays silent while paused, and ads approved meanwhile are not sent on resuming', async () => {
    const m = await market(server());
    const word = uniqueWord();
    const saved = await saveSearch(server(), m.searcher, { q: word, frequency: 'instant' });
    const pause = (paused: boolean) =>
      callApi(server(), savedSearchesApi.changeSavedSearch, {
        params: { id: saved.id },
        cookie: m.searcher.cookie,
        body: { paused },
      });
    expect((await pause(true)).body.paused).toBe(true);
    await m.ad({ title: `${word} while paused` });
    await runAlerts(server());
    expect(await alertNotices(server(), m.searcher)).toEqual([]);
    expect(await mailsOf(server(), m.searcher)).toEqual([]);
    expect((await pause(false)).body.paused).toBe(false);
    await runAlerts(server());
    expect(await alertNotices(server(), m.searcher)).toEqual([]);
    const after = await m.ad({ title: `${word} after` });
    await runAlerts(server());
    expect((await alertNotices(server(), m.searcher)).map((n) => n.ad_id)).toEqual([after.id]);
  });
});

describe('sending', () => {
  it('instant: one notice per ad and one mail for what a pass found, in the language the search was saved in, with one-click unsubscribe headers', async () => {
    const m = await market(server());
    const word = uniqueWord();
    await saveSearch(server(), m.searcher, { q: word, name: 'Мій пошук', frequency: 'instant' }, 'uk');
    const first = await m.ad({ title: `${word} one` });
    const second = await m.ad({ title: `${word} two` });
    await runAlerts(server());
    const notices = await alertNotices(server(), m.searcher);
    expect(notices.map((n) => n.ad_id).sort()).toEqual([first.id, second.id].sort());
    expect(notices.every((n) => n.saved_search?.count === 1 && n.saved_search.name === 'Мій пошук')).toBe(
      true,
    );
    const [both, ...others] = await mailsOf(server(), m.searcher);
    expect(others).toEqual([]);
    expect(both?.subject).toBe('Нових оголошень за пошуком «Мій пошук»: 2');
    for (const ad of [first, second]) expect(both?.text).toContain(`/ads/${ad.id}`);
    expect(both?.text).toContain(`${server().deps.env.baseUrl}/unsubscribe/`);
    expect(both?.headers?.['List-Unsubscribe']).toMatch(/^<http.+\/api\/v1\/unsubscribe\/[^>]+>$/);
    expect(both?.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The next match, alone in its pass: a mail of its own, at once.
    const third = await m.ad({ title: `${word} three` });
    await runAlerts(server());
    const mails = await mailsOf(server(), m.searcher);
    expect(mails).toHaveLength(2);
    expect(
      mails.some((mail) => mail.subject === `Нове у Громаді за пошуком «Мій пошук»: ${third.title}`),
    ).toBe(true);
  });

  it('daily and weekly: several ads in one digest (one notice, one mail) when it falls due', async () => {
    const m = await market(server());
    const word = uniqueWord();
    const daily = await saveSearch(server(), m.searcher, { q: word, frequency: 'daily', name: 'Daily one' });
    const weeklyPerson = await market(server());
    const weekly = await saveSearch(server(), weeklyPerson.searcher, { q: word, frequency: 'weekly' });
    const ads = [
      await m.ad({ title: `${word} a` }),
      await m.ad({ title: `${word} b` }),
      await m.ad({ title: `${word} c` }),
    ];
    await runAlerts(server());
    // Not due yet: a digest waits a day (a week) after the search was saved or the last digest.
    expect(await alertNotices(server(), m.searcher)).toEqual([]);
    shared.clock.set(shared.clock.at(DAY + HOUR));
    await runAlerts(server());
    const notices = await alertNotices(server(), m.searcher);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.saved_search).toMatchObject({ id: daily.id, count: 3, name: 'Daily one' });
    expect(notices[0]?.ad_id).toBeNull();
    const mails = await mailsOf(server(), m.searcher);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe('3 new ads on Hromada for “Daily one”');
    for (const ad of ads) expect(mails[0]?.text).toContain(`/ads/${ad.id}`);
    expect(await alertNotices(server(), weeklyPerson.searcher)).toEqual([]);

    shared.clock.set(shared.clock.at(7 * DAY));
    await runAlerts(server());
    const weeklyNotices = await alertNotices(server(), weeklyPerson.searcher);
    expect(weeklyNotices.map((n) => [n.saved_search?.id, n.saved_search?.count])).toEqual([[weekly.id, 3]]);
    // Nothing new for the daily one: no empty digest.
    expect(await alertNotices(server(), m.searcher)).toHaveLength(1);
  });
});

describe('the queue of approved ads', () => {
  it('lets an ad approved while every search is paused leave the queue unsent, also after they resume', async () => {
    const { db } = server().deps;
    const m = await market(server());
    const word = uniqueWord();
    const saved = await saveSearch(server(), m.searcher, { q: word, frequency: 'instant' });
    await callApi(server(), savedSearchesApi.changeSavedSearch, {
      params: { id: saved.id },
      cookie: m.searcher.cookie,
      body: { paused: true },
    });
    const before = await m.ad({ title: `${word} queued` });
    const queued = async () =>
      (await db.select().from(savedSearchQueue).where(eq(savedSearchQueue.adId, before.id))).length;
    expect(await queued()).toBe(1);
    await db.update(savedSearches).set({ paused: true });
    await runAlerts(server());
    expect(await queued()).toBe(0);
    await db.update(savedSearches).set({ paused: false });
    await runAlerts(server());
    expect(await alertNotices(server(), m.searcher)).toEqual([]);
  });
});
