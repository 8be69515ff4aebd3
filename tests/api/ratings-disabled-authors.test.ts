import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setAccountDisabled } from '../../server/services/profiles/set-account-disabled';
import { everywhere, ratingsFixture } from '../support/ratings-support';
import { startTestServer, type TestServer } from '../support/test-server';

// A disabled person's approved ratings are hidden like their ads, and come back when they are enabled.

let server: TestServer;
let f: Awaited<ReturnType<typeof ratingsFixture>>;

beforeAll(async () => {
  server = await startTestServer();
  f = await ratingsFixture(server);
});
afterAll(() => server?.close());

describe('ratings of a disabled person', () => {
  it('leave the summary and the list while disabled, and return when enabled', async () => {
    const ad = await f.ad();
    const kept = await f.person();
    const hidden = await f.person();
    for (const [person, stars] of [
      [kept, 5],
      [hidden, 1],
    ] as const) {
      const res = await f.rate(person, ad.id, { rating: stars });
      expect(res.status).toBe(201);
      expect((await f.moderate(res.body.id, 'approved')).status).toBe(200);
    }
    expect(await f.summaries(ad.id)).toEqual(everywhere(3, 2));

    await setAccountDisabled(server.deps, hidden.id, true);
    expect(await f.summaries(ad.id)).toEqual(everywhere(5, 1));
    const list = await f.call('GET', `/ads/${ad.id}/ratings`);
    expect(list.body.items.map((r: { rating: number }) => r.rating)).toEqual([5]);

    await setAccountDisabled(server.deps, hidden.id, false);
    expect(await f.summaries(ad.id)).toEqual(everywhere(3, 2));
  });
});
