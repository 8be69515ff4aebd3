import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { readOutbox } from '../../../server/mail/outbox-mailer';
import * as adsApi from '../../../shared/api/ads';
import * as meApi from '../../../shared/api/me';
import * as moderationApi from '../../../shared/api/moderation';
import { apiPath } from '../../../shared/api/operation';
import { categoryBySlug, createAd, createCity, createUser, signedInPerson } from '../../support/factories';
import { callApi, getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let place: { cityId: string; categoryId: string };
let owner: { id: string; cookie: string };
let admin: { id: string; cookie: string };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  place = { cityId: (await createCity(db)).id, categoryId: (await categoryBySlug(db, 'services')).id };
  owner = await signedInPerson(server);
  admin = await signedInPerson(server, 'admin');
});
afterAll(() => server?.close());

const statusOf = async (id: string) =>
  (await server.deps.db.select().from(advertisements).where(eq(advertisements.id, id)))[0];
const mailsTo = async (email: string) =>
  (await readOutbox(join(server.deps.env.DATA_DIR, 'outbox'))).filter((m) => m.to === email);
const ownerEmail = () => `${owner.id}@test.hromada.local`;

describe('moderation', () => {
  it('is for admins only', async () => {
    const ad = await createAd(server.deps.db, { ...place, userId: owner.id, status: 'pending' });
    expect((await callApi(server, moderationApi.listModerationAds, {})).status).toBe(401);
    expect((await callApi(server, moderationApi.listModerationAds, { cookie: owner.cookie })).status).toBe(
      403,
    );
    const tried = await callApi(server, moderationApi.moderateAd, {
      params: { id: ad.id },
      cookie: owner.cookie,
      body: { status: 'approved' },
    });
    expect(tried.status).toBe(403);
    expect((await statusOf(ad.id))?.status).toBe('pending');
  });

  it('lists every status newest first, filtered, with counts per status', async () => {
    const city = await createCity(server.deps.db);
    const a = await createAd(server.deps.db, {
      ...place,
      cityId: city.id,
      userId: owner.id,
      status: 'pending',
    });
    const b = await createAd(server.deps.db, {
      ...place,
      cityId: city.id,
      userId: owner.id,
      status: 'rejected',
    });
    const res = await callApi(server, moderationApi.listModerationAds, {
      query: { city: city.id },
      cookie: admin.cookie,
    });
    expect(res.status).toBe(200);
    expect(res.body.items.map((x: { id: string }) => x.id)).toEqual([b.id, a.id]);
    // The tabs count what the filters leave, whatever the status filter.
    expect(res.body.counts).toEqual({ pending: 1, approved: 0, rejected: 1, expired: 0 });
    const pendingOnly = await callApi(server, moderationApi.listModerationAds, {
      query: { city: city.id, status: 'pending' },
      cookie: admin.cookie,
    });
    expect(pendingOnly.body.items.map((x: { id: string }) => x.id)).toEqual([a.id]);
    expect(pendingOnly.body.counts).toEqual({ pending: 1, approved: 0, rejected: 1, expired: 0 });
    const events = await callApi(server, moderationApi.listModerationAds, {
      query: { city: city.id, is_event: 'true' },
      cookie: admin.cookie,
    });
    expect(events.body.counts).toEqual({ pending: 0, approved: 0, rejected: 0, expired: 0 });
    expect(
      (
        await getJson(`${server.url}${apiPath(moderationApi.listModerationAds)}?status=bogus`, {
          headers: { cookie: admin.cookie },
        })
      ).status,
    ).toBe(400);
  });

  it('approves an ad: it becomes public and the owner gets a mail', async () => {
    const ad = await createAd(server.deps.db, {
      ...place,
      userId: owner.id,
      status: 'pending',
      title: 'Tutoring',
    });
    const before = (await mailsTo(ownerEmail())).length;
    const res = await callApi(server, moderationApi.moderateAd, {
      params: { id: ad.id },
      cookie: admin.cookie,
      body: { status: 'approved' },
    });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect((await callApi(server, adsApi.getAd, { params: { id: ad.id } })).status).toBe(200);
    const mails = await mailsTo(ownerEmail());
    expect(mails).toHaveLength(before + 1);
    expect(mails.at(-1)?.text).toContain('Tutoring');
    expect(mails.at(-1)?.text).toContain(`/ads/${ad.id}`);
  });

  it('rejects with a reason the owner sees (markup removed), and an owner edit clears it', async () => {
    const ad = await createAd(server.deps.db, { ...place, userId: owner.id, status: 'pending' });
    const res = await callApi(server, moderationApi.moderateAd, {
      params: { id: ad.id },
      cookie: admin.cookie,
      body: {
        status: 'rejected',
        rejection_reason: '<b>Photo</b> missing',
      },
    });
    expect(res.body).toMatchObject({ status: 'rejected', rejection_reason: 'Photo missing' });
    const seen = await callApi(server, meApi.listOwnAds, { cookie: owner.cookie });
    expect(seen.body.items.find((x: { id: string }) => x.id === ad.id)?.rejection_reason).toBe(
      'Photo missing',
    );
    expect((await mailsTo(ownerEmail())).at(-1)?.text).toContain('Photo missing');
    const edit = await callApi(server, adsApi.updateAd, {
      params: { id: ad.id },
      cookie: owner.cookie,
      body: {
        title: 'With photo now',
        category_id: place.categoryId,
        city_id: place.cityId,
      },
    });
    expect(edit.body).toMatchObject({ status: 'pending', rejection_reason: null });
  });

  it('reassigns the owner, and refuses an unknown person', async () => {
    const other = await createUser(server.deps.db);
    const ad = await createAd(server.deps.db, { ...place, userId: owner.id, status: 'approved' });
    const res = await callApi(server, moderationApi.moderateAd, {
      params: { id: ad.id },
      cookie: admin.cookie,
      body: { user_id: other.id },
    });
    expect(res.body).toMatchObject({ user_id: other.id, status: 'approved' });
    const bad = await callApi(server, moderationApi.moderateAd, {
      params: { id: ad.id },
      cookie: admin.cookie,
      body: { user_id: 'nobody' },
    });
    expect(bad.status).toBe(400);
    expect((await statusOf(ad.id))?.userId).toBe(other.id);
  });

  it('approves or rejects several at once', async () => {
    const ids = [];
    for (let i = 0; i < 3; i++)
      ids.push((await createAd(server.deps.db, { ...place, userId: owner.id, status: 'pending' })).id);
    const res = await callApi(server, moderationApi.moderateAds, {
      cookie: admin.cookie,
      body: { ids, status: 'approved' },
    });
    expect(res.status).toBe(200);
    expect([...res.body.updated].sort()).toEqual([...ids].sort());
    for (const id of ids) expect((await statusOf(id))?.status).toBe('approved');
    const refused = await callApi(server, moderationApi.moderateAds, {
      cookie: admin.cookie,
      body: { ids, status: 'approved' },
      invalidBody: { ids, status: 'approved', is_paid: true },
    });
    expect(refused.status).toBe(400);
  });
});
