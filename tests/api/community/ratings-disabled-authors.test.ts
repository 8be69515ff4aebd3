import { describe, expect, it } from 'vitest';
import { setAccountDisabled } from '../../../server/services/profiles/set-account-disabled';
import * as ratingsApi from '../../../shared/api/ratings';
import { callApi } from '../../support/http';
import { everywhere, ratingsFixture } from '../../support/ratings-support';
import { setupTestServer } from '../../support/setup-server';

// A disabled person's approved ratings are hidden like their ads, and come back when they are enabled.

const f = setupTestServer(ratingsFixture);

const ratingsOf = (id: string, cookie?: string) =>
  callApi(f.server, ratingsApi.listAdRatings, { params: { id }, cookie });

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

    await setAccountDisabled(f.server.deps, hidden.id, true);
    expect(await f.summaries(ad.id)).toEqual(everywhere(5, 1));
    const list = await ratingsOf(ad.id);
    expect(list.body.items.map((r: { rating: number }) => r.rating)).toEqual([5]);

    await setAccountDisabled(f.server.deps, hidden.id, false);
    expect(await f.summaries(ad.id)).toEqual(everywhere(3, 2));
  });
});
