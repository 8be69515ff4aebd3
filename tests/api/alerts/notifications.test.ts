import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adsApi from '../../../shared/api/ads';
import * as moderationApi from '../../../shared/api/moderation';
import * as notificationsApi from '../../../shared/api/notifications';
import type { CallInput } from '../../../shared/api/operation';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// In-app notices: what moderation sends the owner, the unread count for the bell, marking read.

let server: TestServer;
let place: { cityId: string; categoryId: string };
let admin: { id: string; cookie: string };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  place = { cityId: (await createCity(db)).id, categoryId: (await categoryBySlug(db, 'jobs')).id };
  admin = await signedInPerson(server, 'admin');
});
afterAll(() => server?.close());

/** An admin's moderation of one ad (its status, its owner, ...). */
const moderate = (id: string, body: CallInput<typeof moderationApi.moderateAd>['body']) =>
  callApi(server, moderationApi.moderateAd, { params: { id }, cookie: admin.cookie, body });
/** An admin's moderation of several ads at once. */
const moderateMany = (body: CallInput<typeof moderationApi.moderateAds>['body']) =>
  callApi(server, moderationApi.moderateAds, { cookie: admin.cookie, body });
const pendingAdOf = (userId: string, title?: string) =>
  createAd(server.deps.db, { ...place, userId, status: 'pending', ...(title ? { title } : {}) });
const noticesOf = async (cookie: string) =>
  (await callApi(server, notificationsApi.listNotifications, { cookie })).body;

describe('notices of moderation', () => {
  it('a rejection reaches the owner only, with the title and the reason, unread', async () => {
    const owner = await signedInPerson(server);
    const bystander = await signedInPerson(server);
    const ad = await pendingAdOf(owner.id, 'Bicycle for sale');
    await moderate(ad.id, {
      status: 'rejected',
      rejection_reason: 'Please add a <b>photo</b>',
    });
    const page = await noticesOf(owner.cookie);
    expect(page.unread_count).toBe(1);
    expect(page.items).toEqual([
      expect.objectContaining({
        kind: 'ad_rejected',
        ad_id: ad.id,
        ad_title: 'Bicycle for sale',
        reason: 'Please add a photo',
        message: null,
        read: false,
      }),
    ]);
    expect((await noticesOf(bystander.cookie)).items).toEqual([]);
  });

  it('approvals, one by one and in bulk, each send one notice; repeating a status sends none', async () => {
    const owner = await signedInPerson(server);
    const [a, b, c] = [await pendingAdOf(owner.id), await pendingAdOf(owner.id), await pendingAdOf(owner.id)];
    await moderate(a.id, { status: 'approved' });
    await moderateMany({ ids: [b.id, c.id], status: 'approved' });
    await moderateMany({ ids: [a.id, b.id], status: 'approved' });
    const page = await noticesOf(owner.cookie);
    expect(page.unread_count).toBe(3);
    expect(page.items.map((n: { kind: string }) => n.kind)).toEqual([
      'ad_approved',
      'ad_approved',
      'ad_approved',
    ]);
    expect(page.items.map((n: { ad_id: string }) => n.ad_id).sort()).toEqual([a.id, b.id, c.id].sort());
  });

  it('setting an ad back to pending or reassigning it sends nothing', async () => {
    const owner = await signedInPerson(server);
    const other = await signedInPerson(server);
    const ad = await createAd(server.deps.db, { ...place, userId: owner.id, status: 'approved' });
    await moderate(ad.id, { status: 'pending' });
    await moderate(ad.id, { user_id: other.id });
    expect((await noticesOf(owner.cookie)).items).toEqual([]);
    expect((await noticesOf(other.cookie)).items).toEqual([]);
  });
});

describe('reading notices', () => {
  it('marks the given ones read, then all; someone else’s ids change nothing', async () => {
    const owner = await signedInPerson(server);
    const stranger = await signedInPerson(server);
    const ads = [await pendingAdOf(owner.id), await pendingAdOf(owner.id), await pendingAdOf(owner.id)];
    const ids = ads.map((ad) => ad.id);
    await moderateMany({ ids, status: 'approved' });
    const [first] = (await noticesOf(owner.cookie)).items;

    const byStranger = await callApi(server, notificationsApi.markNotificationsRead, {
      cookie: stranger.cookie,
      body: { ids: [first.id] },
    });
    expect(byStranger.body.unread_count).toBe(0);
    expect(
      (await callApi(server, notificationsApi.getUnreadNotifications, { cookie: owner.cookie })).body
        .unread_count,
    ).toBe(3);

    const one = await callApi(server, notificationsApi.markNotificationsRead, {
      cookie: owner.cookie,
      body: { ids: [first.id] },
    });
    expect(one.body.unread_count).toBe(2);
    const after = await noticesOf(owner.cookie);
    expect(after.items.find((n: { id: string }) => n.id === first.id).read).toBe(true);

    const all = await callApi(server, notificationsApi.markNotificationsRead, {
      cookie: owner.cookie,
      body: {},
    });
    expect(all.body.unread_count).toBe(0);
    expect((await noticesOf(owner.cookie)).items.every((n: { read: boolean }) => n.read)).toBe(true);
  });

  it('pages newest first', async () => {
    const owner = await signedInPerson(server);
    for (let i = 0; i < 3; i++) {
      const ad = await pendingAdOf(owner.id, `Ad number ${i}`);
      await moderate(ad.id, { status: 'approved' });
    }
    const first = await callApi(server, notificationsApi.listNotifications, {
      cookie: owner.cookie,
      query: { limit: 2 },
    });
    expect(first.body.items.map((n: { ad_title: string }) => n.ad_title)).toEqual([
      'Ad number 2',
      'Ad number 1',
    ]);
    expect(first.body.has_more).toBe(true);
    const rest = await callApi(server, notificationsApi.listNotifications, {
      cookie: owner.cookie,
      query: { limit: 2, offset: 2 },
    });
    expect(rest.body.items.map((n: { ad_title: string }) => n.ad_title)).toEqual(['Ad number 0']);
    expect(rest.body.has_more).toBe(false);
  });

  it('refuses visitors and malformed requests without changing anything', async () => {
    expect((await callApi(server, notificationsApi.listNotifications, {})).status).toBe(401);
    expect((await callApi(server, notificationsApi.getUnreadNotifications, {})).status).toBe(401);
    expect((await callApi(server, notificationsApi.markNotificationsRead, { body: {} })).status).toBe(401);
    const owner = await signedInPerson(server);
    const ad = await pendingAdOf(owner.id);
    await moderate(ad.id, { status: 'approved' });
    for (const body of [{ ids: ['not-a-uuid'] }, { ids: [] }, { all: true }, { ids: 'x' }]) {
      const res = await callApi(server, notificationsApi.markNotificationsRead, {
        cookie: owner.cookie,
        body: {},
        invalidBody: body,
      });
      expect(res.status).toBe(400);
    }
    for (const query of [{ limit: 0 }, { limit: 51 }, { offset: -1 }, { limit: 'abc' }]) {
      expect(
        (await callApi(server, notificationsApi.listNotifications, { cookie: owner.cookie, query })).status,
      ).toBe(400);
    }
    expect(
      (await callApi(server, notificationsApi.getUnreadNotifications, { cookie: owner.cookie })).body
        .unread_count,
    ).toBe(1);
  });

  it('a deleted ad takes its notices with it', async () => {
    const owner = await signedInPerson(server);
    const ad = await pendingAdOf(owner.id);
    await moderate(ad.id, { status: 'approved' });
    expect(
      (await callApi(server, adsApi.deleteAd, { params: { id: ad.id }, cookie: owner.cookie })).status,
    ).toBe(204);
    expect(await noticesOf(owner.cookie)).toMatchObject({ items: [], unread_count: 0 });
  });
});
