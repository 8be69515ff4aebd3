import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createPublicContentFeed,
  PUBLIC_CONTENT_CHANNEL,
  type PublicContentFeed,
} from '../../server/db/public-content';
import { createSearchCache } from '../../server/services/search/search-cache';
import { openTestDatabase, type TestDatabase } from '../support/test-database';

// A server's search answers are forgotten on every public_content NOTIFY, whichever process caused
// it, and still after the listening connection was dropped and opened again.

let database: TestDatabase;
let feed: PublicContentFeed;
let stopListening: () => void;
let computed = 0;
const cache = createSearchCache();
const ask = () => cache.answer('search-cache-listen-test', 30, async () => ++computed);
/** Whether a second question right after a first is answered from the cache. */
async function answersAreKept(): Promise<boolean> {
  const first = await ask();
  return (await ask()) === first;
}
const notify = () => database.db.execute(sql`select pg_notify(${PUBLIC_CONTENT_CHANNEL}, 'advertisements')`);
const dropListeningConnection = () =>
  database.db.execute(
    sql`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and query like 'LISTEN%'`,
  );

beforeAll(async () => {
  database = await openTestDatabase();
  feed = createPublicContentFeed(database);
  stopListening = cache.forgetOnPublicChanges(feed);
  await feed.listen();
});
afterAll(async () => {
  stopListening?.();
  await feed?.close();
  await database?.cleanup();
});

describe('the search cache in a server', () => {
  it('keeps an answer until a change is announced, then computes it anew', async () => {
    const first = await ask();
    expect(await ask()).toBe(first);
    await notify();
    await expect.poll(ask).toBeGreaterThan(first);
  });

  it('keeps nothing while its connection is lost, and hears changes again once it listens anew', async () => {
    await dropListeningConnection();
    await expect.poll(() => feed.listening()).toBe(false);
    // The next question asks the feed to listen again; until it does, answers are computed each time.
    expect(await answersAreKept()).toBe(false);
    await expect.poll(answersAreKept, { timeout: 10_000 }).toBe(true);
    const kept = await ask();
    await notify();
    await expect.poll(ask).toBeGreaterThan(kept);
  });

  it('keeps answers again once it stopped listening, even while its connection was lost', async () => {
    await dropListeningConnection();
    await expect.poll(() => feed.listening()).toBe(false);
    stopListening();
    expect(await answersAreKept()).toBe(true);
  });
});
