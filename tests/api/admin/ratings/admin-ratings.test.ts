import { describe, expect, it } from 'vitest';
import * as ratingsApi from '../../../../shared/api/admin-ratings';
import * as meApi from '../../../../shared/api/me';
import * as moderationApi from '../../../../shared/api/moderation';
import type { CallInput } from '../../../../shared/api/operation';
import * as authorRatingsApi from '../../../../shared/api/ratings';
import { callApi } from '../../../support/http';
import { everywhere, ratingsFixture } from '../../../support/ratings-support';
import { setupTestServer } from '../../../support/setup-server';

// Moderating ratings: admins only, the queue and its counts, approve / reject / delete, audited.

const f = setupTestServer(ratingsFixture);

const listAs = (cookie: string, query: CallInput<typeof ratingsApi.listRatings>['query'] = {}) =>
  callApi(f.server, ratingsApi.listRatings, { query, cookie });

const ratingOn = async (adId: string, stars = 4, comment = '') =>
  (await f.rate(await f.person(), adId, { rating: stars, comment })).body.id as string;

describe('the admin endpoints', () => {
  it('answer 401 to visitors and 403 to people who are not admins, changing nothing', async () => {
    const ad = await f.ad();
    const id = await ratingOn(ad.id);
    const someone = await f.person();
    const calls = [
      (cookie?: string) => callApi(f.server, ratingsApi.listRatings, { cookie }),
      (cookie?: string) =>
        callApi(f.server, ratingsApi.moderateRating, {
          params: { id },
          body: { status: 'approved' },
          cookie,
        }),
      (cookie?: string) => callApi(f.server, ratingsApi.deleteRating, { params: { id }, cookie }),
    ];
    for (const [i, call] of calls.entries()) {
      expect((await call()).status, `call ${i}`).toBe(401);
      const res = await call(someone.cookie);
      expect(res.status, `call ${i}`).toBe(403);
      expect(res.body.error.code).toBe('FORBIDDEN');
    }
    const list = await listAs(f.admin.cookie, { ad_id: ad.id });
    expect(list.body.items).toEqual([expect.objectContaining({ id, status: 'pending' })]);
  });
});

describe('the moderation list', () => {
  it('puts waiting ratings first, then the most recently written, with counts per status', async () => {
    const ad = await f.ad();
    const older = await ratingOn(ad.id, 5, 'Older');
    const approved = await ratingOn(ad.id, 3);
    const rejected = await ratingOn(ad.id, 1);
    const newer = await ratingOn(ad.id, 2, 'Newer');
    await f.moderate(approved, 'approved');
    await f.moderate(rejected, 'rejected');

    const all = await listAs(f.admin.cookie, { status: 'all', ad_id: ad.id });
    expect(all.status).toBe(200);
    expect(all.headers.get('cache-control')).toBe('private, no-store');
    expect(all.body.items.map((r: { id: string }) => r.id)).toEqual([newer, older, rejected, approved]);
    expect(all.body.counts).toEqual({ pending: 2, approved: 1, rejected: 1 });
    expect(all.body.items[0]).toMatchObject({
      ad_id: ad.id,
      ad_title: ad.title,
      rating: 2,
      comment: 'Newer',
      status: 'pending',
      author_display_name: expect.stringMatching(/^Tester /),
    });

    const pending = await listAs(f.admin.cookie, { status: 'pending', ad_id: ad.id, limit: 1 });
    expect(pending.body.items.map((r: { id: string }) => r.id)).toEqual([newer]);
    expect(pending.body.has_more).toBe(true);
    const next = await listAs(f.admin.cookie, { status: 'pending', ad_id: ad.id, limit: 1, offset: 1 });
    expect(next.body.items.map((r: { id: string }) => r.id)).toEqual([older]);
    expect(next.body.has_more).toBe(false);
    const onlyRejected = await listAs(f.admin.cookie, { status: 'rejected', ad_id: ad.id });
    expect(onlyRejected.body.items.map((r: { id: string }) => r.id)).toEqual([rejected]);
  });

  it('refuses unknown statuses and ad ids that are not UUIDs', async () => {
    for (const query of [{ status: 'waiting' }, { ad_id: 'nope' }, { limit: 0 }, { offset: -1 }]) {
      const res = await listAs(f.admin.cookie, query as never);
      expect(res.status, JSON.stringify(query)).toBe(400);
    }
  });
});

describe('approving, rejecting and deleting', () => {
  it('records each decision in the audit log, with the rating before and after', async () => {
    const ad = await f.ad();
    const id = await ratingOn(ad.id, 4, 'Nice');
    const approved = await f.moderate(id, 'approved');
    expect(approved.status).toBe(200);
    expect(approved.body).toMatchObject({ id, status: 'approved', ad_title: ad.title });
    expect(await f.summaries(ad.id)).toEqual(everywhere(4, 1));
    // The same decision again changes and records nothing.
    expect((await f.moderate(id, 'approved')).status).toBe(200);
    expect((await f.moderate(id, 'rejected')).body.status).toBe('rejected');
    expect(await f.summaries(ad.id)).toEqual(everywhere(0, 0));

    const audit = await f.auditOf(id);
    expect(audit.map((row) => row.action).sort()).toEqual(['rating.approve', 'rating.reject']);
    const approve = audit.find((row) => row.action === 'rating.approve');
    expect(approve).toMatchObject({
      actorId: f.admin.id,
      entityType: 'rating',
      before: expect.objectContaining({ status: 'pending', rating: 4, comment: 'Nice' }),
      after: expect.objectContaining({ status: 'approved', rating: 4, comment: 'Nice' }),
    });
  });

  it('refuses other statuses and unknown ratings', async () => {
    const id = await ratingOn((await f.ad()).id);
    for (const body of [{ status: 'pending' }, { status: 'x' }, {}, { status: 'approved', rating: 5 }]) {
      const res = await callApi(f.server, ratingsApi.moderateRating, {
        params: { id },
        body: { status: 'approved' },
        invalidBody: body,
        cookie: f.admin.cookie,
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const missing of ['00000000-0000-4000-8000-000000000000', 'nope']) {
      expect((await f.moderate(missing, 'approved')).status).toBe(404);
      expect(
        (
          await callApi(f.server, ratingsApi.deleteRating, {
            params: { id: missing },
            cookie: f.admin.cookie,
          })
        ).status,
      ).toBe(404);
    }
    expect(await f.auditOf(id)).toEqual([]);
  });

  it('an admin deletes any rating, through either endpoint, and it is audited', async () => {
    const ad = await f.ad();
    const first = await ratingOn(ad.id, 5, 'Spam link');
    const second = await ratingOn(ad.id, 2);
    await f.moderate(first, 'approved');
    expect(
      (await callApi(f.server, ratingsApi.deleteRating, { params: { id: first }, cookie: f.admin.cookie }))
        .status,
    ).toBe(204);
    expect(
      (
        await callApi(f.server, authorRatingsApi.deleteRating, {
          params: { id: second },
          cookie: f.admin.cookie,
        })
      ).status,
    ).toBe(204);
    expect(await f.summaries(ad.id)).toEqual(everywhere(0, 0));
    const audit = await f.auditOf(first);
    expect(audit.map((row) => row.action).sort()).toEqual(['rating.approve', 'rating.delete']);
    expect(audit.find((row) => row.action === 'rating.delete')).toMatchObject({
      before: expect.objectContaining({ comment: 'Spam link', status: 'approved' }),
      after: null,
    });
    expect((await f.auditOf(second)).map((row) => row.action)).toEqual(['rating.delete']);
  });

  it('ratings show on the moderation list of ads and on My Ads too', async () => {
    const owner = await f.person();
    const ad = await f.ad({ ownerId: owner.id });
    await f.moderate(await ratingOn(ad.id, 5), 'approved');
    const mine = await callApi(f.server, meApi.listOwnAds, { cookie: owner.cookie });
    expect(mine.body.items.find((a: { id: string }) => a.id === ad.id)).toMatchObject({
      average_rating: 5,
      total_ratings: 1,
    });
    const queue = await callApi(f.server, moderationApi.listModerationAds, {
      query: { city: f.place.cityId, limit: 100 },
      cookie: f.admin.cookie,
    });
    expect(queue.body.items.find((a: { id: string }) => a.id === ad.id)).toMatchObject({
      average_rating: 5,
      total_ratings: 1,
    });
  });
});
