import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import * as ratingsApi from '../../../shared/api/ratings';
import type { RatingChange } from '../../../shared/schemas/ratings';
import { callApi } from '../../support/http';
import { everywhere, ratingsFixture } from '../../support/ratings-support';
import { setupTestServer } from '../../support/setup-server';

// Changing and deleting one's rating, the rating_submit limit, and the get_ad_ratings RPC.

const f = setupTestServer(ratingsFixture);

const ratingsOf = (id: string, cookie?: string, query: { limit?: number; offset?: number } = {}) =>
  callApi(f.server, ratingsApi.listAdRatings, { params: { id }, query, cookie });
const change = (id: string, cookie: string | undefined, body: RatingChange) =>
  callApi(f.server, ratingsApi.updateRating, { params: { id }, cookie, body });
const remove = (id: string, cookie?: string) =>
  callApi(f.server, ratingsApi.deleteRating, { params: { id }, cookie });
const rpc = (cookie: string | undefined, body: { ad_ids: string[] }) =>
  callApi(f.server, ratingsApi.getAdRatings, { cookie, body });

const approvedRating = async (adId: string, stars: number) => {
  const author = await f.person();
  const res = await f.rate(author, adId, { rating: stars, comment: 'First thoughts' });
  await f.moderate(res.body.id, 'approved');
  return { author, id: res.body.id as string };
};

describe('changing one’s rating', () => {
  it('sends it back to waiting, so the summary drops it until approved again', async () => {
    const ad = await f.ad();
    const { author, id } = await approvedRating(ad.id, 4);
    expect(await f.summaries(ad.id)).toEqual(everywhere(4, 1));
    const res = await change(id, author.cookie, {
      rating: 2,
      comment: '<b>Changed</b>',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, rating: 2, comment: 'Changed', status: 'pending' });
    expect(Date.parse(res.body.updated_at)).toBeGreaterThan(Date.parse(res.body.created_at));
    expect(await f.summaries(ad.id)).toEqual(everywhere(0, 0));
    expect((await ratingsOf(ad.id)).body.items).toEqual([]);
    await f.moderate(id, 'approved');
    expect(await f.summaries(ad.id)).toEqual(everywhere(2, 1));
    // Only the comment: the stars stay.
    const comment = await change(id, author.cookie, { comment: 'Only words' });
    expect(comment.body).toMatchObject({ rating: 2, comment: 'Only words', status: 'pending' });
  });

  it('is for the author only, and never reveals someone else’s waiting rating', async () => {
    const ad = await f.ad();
    const { id: approvedId } = await approvedRating(ad.id, 5);
    const pendingId = (await f.rate(await f.person(), ad.id, { rating: 1 })).body.id;
    const stranger = await f.person();
    const onApproved = await change(approvedId, stranger.cookie, { rating: 1 });
    expect(onApproved.status).toBe(403);
    const onPending = await change(pendingId, stranger.cookie, { rating: 5 });
    expect(onPending.status).toBe(404);
    expect((await remove(pendingId, stranger.cookie)).status).toBe(404);
    expect((await remove(approvedId, stranger.cookie)).status).toBe(403);
    expect((await change(approvedId, undefined, { rating: 1 })).status).toBe(401);
    expect((await remove(approvedId)).status).toBe(401);
    expect(await f.summaries(ad.id)).toEqual(everywhere(5, 1));
  });

  it('refuses bad changes and changes nothing', async () => {
    const ad = await f.ad();
    const { author, id } = await approvedRating(ad.id, 3);
    for (const body of [
      {},
      { rating: 0 },
      { rating: 6 },
      { rating: 2.5 },
      { rating: 'x' },
      { status: 'approved' },
    ]) {
      const res = await callApi(f.server, ratingsApi.updateRating, {
        params: { id },
        cookie: author.cookie,
        body: {},
        invalidBody: body,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await f.summaries(ad.id)).toEqual(everywhere(3, 1));
  });
});

describe('deleting a rating', () => {
  it('the author deletes theirs: gone from the list and the summary, and they may rate again', async () => {
    const ad = await f.ad();
    const { author, id } = await approvedRating(ad.id, 5);
    await approvedRating(ad.id, 3);
    expect(await f.summaries(ad.id)).toEqual(everywhere(4, 2));
    expect((await remove(id, author.cookie)).status).toBe(204);
    expect(await f.summaries(ad.id)).toEqual(everywhere(3, 1));
    expect((await remove(id, author.cookie)).status).toBe(404);
    expect((await f.rate(author, ad.id, { rating: 4 })).status).toBe(201);
  });
});

describe('the rating_submit limit', () => {
  it('allows 5 writes an hour per person; the 6th is refused with the localised message', async () => {
    const rater = await f.person();
    const [a, b, c, d, e, g] = [
      await f.ad(),
      await f.ad(),
      await f.ad(),
      await f.ad(),
      await f.ad(),
      await f.ad(),
    ];
    const first = await f.rate(rater, a.id, { rating: 5 });
    // A change counts too.
    expect((await change(first.body.id, rater.cookie, { rating: 4 })).status).toBe(200);
    for (const ad of [b, c, d]) expect((await f.rate(rater, ad.id, { rating: 3 })).status).toBe(201);
    const sixth = await f.rate(rater, e.id, { rating: 3 });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error.code).toBe('RATE_LIMITED');
    expect(sixth.body.error.message).toMatch(/^Rate limit exceeded\. You can try again in .+\.$/);
    expect(sixth.headers.get('retry-after')).toMatch(/^\d+$/);
    const uk = await f.rate(rater, g.id, { rating: 3 }, 'uk');
    expect(uk.body.error.message).toMatch(/^Перевищено ліміт запитів\. Спробуйте знову через .+\.$/);
    expect((await ratingsOf(e.id, rater.cookie)).body.mine).toBeNull();
    // Someone else is not held back.
    expect((await f.rate(await f.person(), e.id, { rating: 3 })).status).toBe(201);
  });
});

describe('the get_ad_ratings RPC', () => {
  it('answers every asked id in order, 0/0 for ads without ratings, unknown or unpublished', async () => {
    const [rated, quiet, hidden] = [await f.ad(), await f.ad(), await f.ad()];
    await approvedRating(rated.id, 5);
    await approvedRating(rated.id, 4);
    await approvedRating(hidden.id, 1);
    // The ad leaves the public after it was rated (an owner's edit sends it back to pending).
    await f.server.deps.db
      .update(advertisements)
      .set({ status: 'pending' })
      .where(eq(advertisements.id, hidden.id));
    const unknown = '00000000-0000-4000-8000-000000000000';
    const res = await rpc(undefined, {
      ad_ids: [quiet.id, rated.id, unknown, hidden.id],
    });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([
      { ad_id: quiet.id, average_rating: 0, total_ratings: 0 },
      { ad_id: rated.id, average_rating: 4.5, total_ratings: 2 },
      { ad_id: unknown, average_rating: 0, total_ratings: 0 },
      { ad_id: hidden.id, average_rating: 0, total_ratings: 0 },
    ]);
    const asAdmin = await rpc(f.admin.cookie, { ad_ids: [hidden.id] });
    expect(asAdmin.body).toEqual([{ ad_id: hidden.id, average_rating: 1, total_ratings: 1 }]);
  });

  it('refuses an empty list, more than 100 ids, or ids that are not UUIDs', async () => {
    const ids = Array.from({ length: 101 }, () => crypto.randomUUID());
    for (const body of [{ ad_ids: [] }, { ad_ids: ids }, { ad_ids: ['x'] }, {}, { ad_ids: 'x' }]) {
      const res = await callApi(f.server, ratingsApi.getAdRatings, {
        body: { ad_ids: [] },
        invalidBody: body,
      });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('VALIDATION_FAILED');
    }
  });
});
