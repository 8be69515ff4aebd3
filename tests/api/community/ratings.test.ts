import { describe, expect, it } from 'vitest';
import * as ratingsApi from '../../../shared/api/ratings';
import { callApi } from '../../support/http';
import { everywhere, ratingsFixture } from '../../support/ratings-support';
import { setupTestServer } from '../../support/setup-server';

// Rating ads: one per person, never one's own, shown and counted only once approved.

const f = setupTestServer(ratingsFixture);

const ratingsOf = (id: string, cookie?: string, query: { limit?: number; offset?: number } = {}) =>
  callApi(f.server, ratingsApi.listAdRatings, { params: { id }, query, cookie });

describe('rating an ad', () => {
  it('waits for approval; a second rating by the same person is refused with the SPEC message', async () => {
    const ad = await f.ad();
    const rater = await f.person();
    const first = await f.rate(rater, ad.id, { rating: 4, comment: 'Good seller' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ ad_id: ad.id, rating: 4, comment: 'Good seller', status: 'pending' });
    const again = await f.rate(rater, ad.id, { rating: 5 });
    expect(again.status).toBe(409);
    expect(again.body.error).toEqual({ code: 'ALREADY_RATED', message: "You've already rated this ad" });
    const uk = await f.rate(rater, ad.id, { rating: 5 }, 'uk');
    expect(uk.body.error.message).toBe('Ви вже оцінили це оголошення');
  });

  it('two submissions at once still leave one rating', async () => {
    const ad = await f.ad();
    const rater = await f.person();
    const answers = await Promise.all([
      f.rate(rater, ad.id, { rating: 3 }),
      f.rate(rater, ad.id, { rating: 4 }),
      f.rate(rater, ad.id, { rating: 5 }),
    ]);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
    const mine = await ratingsOf(ad.id, rater.cookie);
    expect(mine.body.mine.id).toBe(answers.find((a) => a.status === 201)?.body.id);
  });

  it('is refused for one’s own ad, for visitors, and for ads that are not published', async () => {
    const owner = await f.person();
    const own = await f.ad({ ownerId: owner.id });
    const refused = await f.rate(owner, own.id, { rating: 5 });
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('CANNOT_RATE_OWN_AD');
    expect(
      (await callApi(f.server, ratingsApi.createRating, { params: { id: own.id }, body: { rating: 5 } }))
        .status,
    ).toBe(401);

    const rater = await f.person();
    const pending = await f.ad({ status: 'pending' });
    const rejected = await f.ad({ status: 'rejected' });
    for (const id of [pending.id, rejected.id, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const res = await f.rate(rater, id, { rating: 3 });
      expect(res.status, id).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    // Not even the owner may rate their own pending ad.
    const ownPending = await f.ad({ ownerId: owner.id, status: 'pending' });
    expect((await f.rate(owner, ownPending.id, { rating: 3 })).status).toBe(404);
  });

  it('refuses ratings that are not whole stars from 1 to 5, and changes nothing', async () => {
    const ad = await f.ad();
    const rater = await f.person();
    for (const rating of [0, 6, 2.5, 'x', '3', null, -1]) {
      const res = await f.rate(rater, ad.id, { rating });
      expect(res.status, String(rating)).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
    expect((await f.rate(rater, ad.id, {})).status).toBe(400);
    expect((await f.rate(rater, ad.id, { rating: 3, extra: 1 })).status).toBe(400);
    expect((await f.rate(rater, ad.id, { rating: 3, comment: 'x'.repeat(1001) })).status).toBe(400);
    expect((await ratingsOf(ad.id, rater.cookie)).body.mine).toBeNull();
  });

  it('keeps comments as plain text: markup removed, trimmed, line breaks kept', async () => {
    const ad = await f.ad();
    const rater = await f.person();
    const res = await f.rate(rater, ad.id, {
      rating: 5,
      comment:
        '  <b>Great</b> <script>alert(1)</script>bike!\n<i>Fast</i>   reply  <img src=x onerror=alert(1)> ',
    });
    expect(res.status).toBe(201);
    expect(res.body.comment).toBe('Great bike!\nFast reply');
    // 1000 characters of text inside markup fit: the limit counts what is kept.
    const long = await f.rate(await f.person(), ad.id, { rating: 4, comment: `<p>${'y'.repeat(1000)}</p>` });
    expect(long.status).toBe(201);
    expect(long.body.comment).toHaveLength(1000);
  });
});

describe('what others see', () => {
  it('pending ratings are neither listed nor counted; approval changes the summary everywhere', async () => {
    const ad = await f.ad();
    const [alice, bob] = [await f.person(), await f.person()];
    const a = await f.rate(alice, ad.id, { rating: 5, comment: 'Excellent' });
    const b = await f.rate(bob, ad.id, { rating: 2 });
    const visitorView = await ratingsOf(ad.id);
    expect(visitorView.body).toMatchObject({ items: [], mine: null, has_more: false });
    expect(await f.summaries(ad.id)).toEqual(everywhere(0, 0));
    // The author sees their own waiting rating.
    const own = await ratingsOf(ad.id, alice.cookie);
    expect(own.body.mine).toMatchObject({ id: a.body.id, status: 'pending', rating: 5 });
    expect(own.headers.get('cache-control')).toBe('private, no-store');

    await f.moderate(a.body.id, 'approved');
    expect(await f.summaries(ad.id)).toEqual(everywhere(5, 1));
    await f.moderate(b.body.id, 'approved');
    expect(await f.summaries(ad.id)).toEqual(everywhere(3.5, 2));
    await f.moderate(b.body.id, 'rejected');
    expect(await f.summaries(ad.id)).toEqual(everywhere(5, 1));

    const list = await ratingsOf(ad.id);
    expect(list.body.summary).toEqual({ ad_id: ad.id, average_rating: 5, total_ratings: 1 });
    expect(list.body.items).toEqual([
      expect.objectContaining({
        id: a.body.id,
        rating: 5,
        comment: 'Excellent',
        author_display_name: expect.any(String),
      }),
    ]);
    expect(list.body.items[0]).not.toHaveProperty('user_id');
    expect(list.body.items[0]).not.toHaveProperty('status');
  });

  it('lists approved ratings newest first, a page at a time', async () => {
    const ad = await f.ad();
    const ids: string[] = [];
    for (const stars of [1, 2, 3]) {
      const res = await f.rate(await f.person(), ad.id, { rating: stars });
      await f.moderate(res.body.id, 'approved');
      ids.push(res.body.id);
    }
    const first = await ratingsOf(ad.id, undefined, { limit: 2 });
    expect(first.body.items.map((r: { id: string }) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.has_more).toBe(true);
    const second = await ratingsOf(ad.id, undefined, { limit: 2, offset: 2 });
    expect(second.body.items.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(second.body.has_more).toBe(false);
    expect((await ratingsOf(ad.id, undefined, { limit: 0 })).status).toBe(400);
  });

  it('the ratings of an unpublished ad are not reachable', async () => {
    const ad = await f.ad({ status: 'pending' });
    expect((await ratingsOf(ad.id)).status).toBe(404);
    expect((await ratingsOf('nope')).status).toBe(404);
  });
});
