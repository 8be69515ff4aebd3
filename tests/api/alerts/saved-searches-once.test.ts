import { describe, expect, it } from 'vitest';
import { JOB_LOCKS } from '../../../server/db/job-locks';
import { matchQueuedAds } from '../../../server/services/saved-searches/match-queued-ads';
import { runAlertsPass } from '../../../server/services/saved-searches/run-alerts-pass';
import { sendDueAlerts } from '../../../server/services/saved-searches/send-alerts';
import {
  adsMailed,
  alertNotices,
  alertsDeps,
  mailsOf,
  market,
  runAlerts,
  saveSearch,
  setupAlertsServer,
} from '../../support/saved-search-support';
import { uniqueWord } from '../../support/search-support';
import { openSecondPool } from '../../support/test-database';

// Exactly once per ad and person: across a second run, a run cut after its first committed batch,
// two searches of one person finding the same ad, and two processes' passes at the same time.
const shared = setupAlertsServer();
const server = () => shared.server;

describe('each ad reaches a person once', () => {
  it('when the job runs again, and when the person has two searches that find it', async () => {
    const m = await market(server());
    const word = uniqueWord();
    await saveSearch(server(), m.searcher, { q: word, frequency: 'instant' });
    await saveSearch(server(), m.searcher, { q: `${word} thing`, frequency: 'instant' });
    const ad = await m.ad({ title: `${word} thing` });
    await runAlerts(server());
    await runAlerts(server());
    expect((await alertNotices(server(), m.searcher)).map((n) => n.ad_id)).toEqual([ad.id]);
    expect(await mailsOf(server(), m.searcher)).toHaveLength(1);
  });

  it('when matching stops after its first committed batch and the next pass finishes it', async () => {
    const m = await market(server());
    const word = uniqueWord();
    await saveSearch(server(), m.searcher, { q: word, frequency: 'instant' });
    await runAlerts(server()); // the queue is empty
    const ads = [];
    for (let i = 0; i < 5; i++) ads.push(await m.ad({ title: `${word} ${i}` }));
    const stop = new AbortController();
    const cut = matchQueuedAds(alertsDeps(server()), {
      batchSize: 2,
      signal: stop.signal,
      afterBatch: () => stop.abort(),
    });
    await expect(cut).rejects.toThrow();
    // The "restarted" process: its pass matches the rest and sends each once.
    await runAlerts(server());
    await runAlerts(server());
    const ids = (await alertNotices(server(), m.searcher)).map((n) => n.ad_id).sort();
    expect(ids).toEqual(ads.map((ad) => ad.id).sort());
    expect(adsMailed(await mailsOf(server(), m.searcher))).toEqual(ids);
  });

  it('when sending stops after its first committed batch and the next pass finishes it', async () => {
    const people = [];
    const word = uniqueWord();
    for (let i = 0; i < 3; i++) {
      const m = await market(server());
      await saveSearch(server(), m.searcher, { q: word, frequency: 'instant' });
      people.push(m);
    }
    const seller = await market(server());
    await seller.ad({ title: `${word} for all` });
    await matchQueuedAds(alertsDeps(server()));
    const stop = new AbortController();
    const cut = sendDueAlerts(alertsDeps(server()), {
      batchSize: 1,
      signal: stop.signal,
      afterBatch: () => stop.abort(),
    });
    await expect(cut).rejects.toThrow();
    const sentFirst = (await Promise.all(people.map((p) => mailsOf(server(), p.searcher)))).map(
      (mails) => mails.length,
    );
    expect(sentFirst.sort()).toEqual([0, 0, 1]);
    await runAlerts(server());
    await runAlerts(server());
    for (const p of people) {
      expect(await mailsOf(server(), p.searcher)).toHaveLength(1);
      expect(await alertNotices(server(), p.searcher)).toHaveLength(1);
    }
  });

  it('when two processes run the job at once, each on its own connections', async () => {
    const word = uniqueWord();
    const people = [];
    for (let i = 0; i < 4; i++) {
      const m = await market(server());
      await saveSearch(server(), m.searcher, { q: word, frequency: i % 2 === 0 ? 'instant' : 'daily' });
      people.push(m);
    }
    const seller = await market(server());
    for (let i = 0; i < 6; i++) await seller.ad({ title: `${word} ${i}` });
    const other = await openSecondPool(server().deps.database);
    try {
      const runs = [server().deps.database, other].map((database) =>
        database.exclusive(JOB_LOCKS.savedSearchAlerts, () =>
          runAlertsPass({ ...alertsDeps(server()), db: database.db }),
        ),
      );
      const results = await Promise.all(runs);
      // Without the lock, the claims in the rows still keep it to one: run both again, unlocked, at once.
      await Promise.all(
        [server().deps.database, other].map((database) =>
          runAlertsPass({ ...alertsDeps(server()), db: database.db }),
        ),
      );
      expect(results.some((r) => r.ran)).toBe(true);
    } finally {
      await other.close();
    }
    for (const [i, p] of people.entries()) {
      const notices = await alertNotices(server(), p.searcher);
      const mailed = adsMailed(await mailsOf(server(), p.searcher));
      // Instant: each of the six once, by notice and by mail; daily: not due yet (saved just now).
      expect(notices).toHaveLength(i % 2 === 0 ? 6 : 0);
      expect(mailed).toEqual(i % 2 === 0 ? notices.map((n) => n.ad_id).sort() : []);
      expect(new Set(notices.map((n) => n.ad_id)).size).toBe(notices.length);
    }
  });
});
