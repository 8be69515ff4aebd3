import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adImages, advertisements } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import * as meApi from '../../../shared/api/me';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let place: { cityId: string; categoryId: string };
let people: Record<'owner' | 'stranger' | 'admin', { id: string; cookie: string }>;

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'electronics');
  place = { cityId: city.id, categoryId: category.id };
  people = {
    owner: await signedInPerson(server),
    stranger: await signedInPerson(server),
    admin: await signedInPerson(server, 'admin'),
  };
});
afterAll(() => server?.close());

const form = (overrides: Record<string, unknown> = {}) => ({
  title: 'Road bike',
  description: '<p>Light and fast</p>',
  price: 350,
  category_id: place.categoryId,
  city_id: place.cityId,
  email: 'rider@example.com',
  telephone: '+1 (813) 555-0142',
  is_event: false,
  ...overrides,
});

const adsOf = async (userId: string) =>
  (
    await server.deps.db.select({ n: count() }).from(advertisements).where(eq(advertisements.userId, userId))
  )[0]?.n ?? 0;

describe('posting an ad', () => {
  it('needs a signed-in person', async () => {
    const res = await callApi(server, adsApi.createAd, { body: form() });
    expect(res.status).toBe(401);
  });

  it('creates it waiting for moderation, visible to its owner only, with the placeholder image', async () => {
    const res = await callApi(server, adsApi.createAd, { cookie: people.owner.cookie, body: form() });
    expect(res.status).toBe(201);
    const id = res.body.id as string;
    const own = await callApi(server, adsApi.getAd, { params: { id }, cookie: people.owner.cookie });
    expect(own.body).toMatchObject({
      status: 'pending',
      title: 'Road bike',
      price: 350,
      user_id: people.owner.id,
    });
    expect(own.body.images).toEqual([
      expect.objectContaining({ storage_path: '/smallbiz.png', is_primary: true }),
    ]);
    expect((await callApi(server, adsApi.getAd, { params: { id } })).status).toBe(404);
    expect(
      (await callApi(server, adsApi.getAd, { params: { id }, cookie: people.stranger.cookie })).status,
    ).toBe(404);
  });

  it('stores what SPEC section 5 leaves of hostile markup', async () => {
    const res = await callApi(server, adsApi.createAd, {
      cookie: people.owner.cookie,
      body: form({
        title: '<b>Road</b> bike<script>alert(1)</script>',
        description:
          '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=alert(1)></p><a href="javascript:x">l</a>',
        address: '<i>1</i> Main St',
      }),
    });
    expect(res.status).toBe(201);
    const [row] = await server.deps.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.id, res.body.id));
    expect(row?.title).toBe('Road bike');
    expect(row?.address).toBe('1 Main St');
    expect(row?.description).not.toMatch(/<script|onclick|onerror|javascript:|<img|<a/i);
    expect(row?.description).toContain('<p>Hi');
  });

  it('refuses a title that is only markup', async () => {
    const res = await callApi(server, adsApi.createAd, {
      cookie: people.owner.cookie,
      body: form({ title: '<b></b>&nbsp;' }),
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ title: 'Title is required' });
  });

  it('refuses script links in the website and social fields, per field, in the caller’s language', async () => {
    const res = await callApi(server, adsApi.createAd, {
      cookie: people.owner.cookie,
      body: form({ website: 'javascript:alert(1)', telegram: 'data:text/html,<script>alert(1)</script>' }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(['telegram', 'website']);
  });

  it('refuses status, payment and owner fields (mass assignment) and creates nothing', async () => {
    const before = await adsOf(people.owner.id);
    for (const extra of [
      { status: 'approved' },
      { is_paid: true },
      { paid_until: '2099-01-01T00:00:00Z' },
      { user_id: people.stranger.id },
    ]) {
      const res = await callApi(server, adsApi.createAd, { cookie: people.owner.cookie, body: form(extra) });
      expect({ extra, status: res.status, code: res.body.error?.code }).toEqual({
        extra,
        status: 400,
        code: 'VALIDATION_FAILED',
      });
    }
    expect(await adsOf(people.owner.id)).toBe(before);
  });

  it('answers the form rules per field and creates nothing', async () => {
    const before = await adsOf(people.owner.id);
    const res = await callApi(server, adsApi.createAd, {
      cookie: people.owner.cookie,
      body: form({
        category_id: '',
        city_id: '00000000-0000-4000-8000-000000000000',
        is_event: true,
        event_date: '',
      }),
    });
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields).sort()).toEqual(
      expect.arrayContaining(['category_id', 'event_date']),
    );
    const unknownCity = await callApi(server, adsApi.createAd, {
      cookie: people.owner.cookie,
      body: form({ city_id: '00000000-0000-4000-8000-000000000000' }),
    });
    expect(unknownCity.status).toBe(400);
    expect(Object.keys(unknownCity.body.error.fields)).toEqual(['city_id']);
    expect(await adsOf(people.owner.id)).toBe(before);
  });
});

describe('editing an ad', () => {
  it('by its owner changes it and sends it back to moderation', async () => {
    const ad = await createAd(server.deps.db, { ...place, userId: people.owner.id, status: 'approved' });
    const res = await callApi(server, adsApi.updateAd, {
      params: { id: ad.id },
      cookie: people.owner.cookie,
      body: form({ title: 'Faster bike' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Faster bike', status: 'pending' });
  });

  it('by an admin keeps its status', async () => {
    const ad = await createAd(server.deps.db, { ...place, userId: people.owner.id, status: 'approved' });
    const res = await callApi(server, adsApi.updateAd, {
      params: { id: ad.id },
      cookie: people.admin.cookie,
      body: form({ title: 'Tidied title' }),
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ title: 'Tidied title', status: 'approved', user_id: people.owner.id });
  });

  it('by someone else is refused and changes nothing', async () => {
    const approved = await createAd(server.deps.db, {
      ...place,
      userId: people.owner.id,
      status: 'approved',
    });
    const pending = await createAd(server.deps.db, { ...place, userId: people.owner.id, status: 'pending' });
    expect(
      (
        await callApi(server, adsApi.updateAd, {
          params: { id: approved.id },
          cookie: people.stranger.cookie,
          body: form({ title: 'Mine now' }),
        })
      ).status,
    ).toBe(403);
    expect(
      (
        await callApi(server, adsApi.updateAd, {
          params: { id: pending.id },
          cookie: people.stranger.cookie,
          body: form({ title: 'Mine now' }),
        })
      ).status,
    ).toBe(404);
    expect(
      (await callApi(server, adsApi.updateAd, { params: { id: approved.id }, body: form() })).status,
    ).toBe(401);
    const rows = await server.deps.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.userId, people.owner.id));
    expect(rows.filter((r) => r.title === 'Mine now')).toEqual([]);
  });

  it('cannot set the status or the owner', async () => {
    const ad = await createAd(server.deps.db, { ...place, userId: people.owner.id, status: 'pending' });
    const res = await callApi(server, adsApi.updateAd, {
      params: { id: ad.id },
      cookie: people.owner.cookie,
      body: form({ status: 'approved' }),
    });
    expect(res.status).toBe(400);
    const [row] = await server.deps.db.select().from(advertisements).where(eq(advertisements.id, ad.id));
    expect(row?.status).toBe('pending');
  });
});

describe('deleting an ad', () => {
  it('by its owner removes it and its image rows', async () => {
    const ad = await createAd(server.deps.db, { ...place, userId: people.owner.id });
    expect(
      (await callApi(server, adsApi.deleteAd, { params: { id: ad.id }, cookie: people.owner.cookie })).status,
    ).toBe(204);
    expect(
      (await callApi(server, adsApi.getAd, { params: { id: ad.id }, cookie: people.owner.cookie })).status,
    ).toBe(404);
    const images = await server.deps.db.select({ n: count() }).from(adImages).where(eq(adImages.adId, ad.id));
    expect(images[0]?.n).toBe(0);
  });

  it('by someone else is refused; by an admin it works', async () => {
    const ad = await createAd(server.deps.db, { ...place, userId: people.owner.id, status: 'approved' });
    expect(
      (await callApi(server, adsApi.deleteAd, { params: { id: ad.id }, cookie: people.stranger.cookie }))
        .status,
    ).toBe(403);
    expect(
      (await callApi(server, adsApi.deleteAd, { params: { id: ad.id }, cookie: people.admin.cookie })).status,
    ).toBe(204);
    const left = await server.deps.db
      .select({ n: count() })
      .from(advertisements)
      .where(and(eq(advertisements.id, ad.id)));
    expect(left[0]?.n).toBe(0);
  });
});

describe('the form_submit limit', () => {
  it('allows 10 ads an hour per person, whatever the address', async () => {
    const { cookie } = await signedInPerson(server);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push(
        (await callApi(server, adsApi.createAd, { cookie, body: form({ title: `Ad ${i}` }) })).status,
      );
    expect(statuses).toEqual([...Array(10).fill(201), 429]);
  });

  it('does not count forms refused as invalid (fixing a typo costs nothing)', async () => {
    const { cookie } = await signedInPerson(server);
    for (let i = 0; i < 12; i++)
      expect((await callApi(server, adsApi.createAd, { cookie, body: form({ price: 'abc' }) })).status).toBe(
        400,
      );
    expect((await callApi(server, adsApi.createAd, { cookie, body: form() })).status).toBe(201);
  });
});

describe('my ads', () => {
  it('lists the caller’s own ads in every status, newest first, and nobody else’s', async () => {
    const { id, cookie } = await signedInPerson(server);
    const older = await createAd(server.deps.db, {
      ...place,
      userId: id,
      status: 'rejected',
      title: 'Older',
    });
    await createAd(server.deps.db, { ...place, userId: people.stranger.id, title: 'Not mine' });
    const newer = (await callApi(server, adsApi.createAd, { cookie, body: form({ title: 'Newer' }) })).body
      .id;
    const res = await callApi(server, meApi.listOwnAds, { cookie });
    expect(res.status).toBe(200);
    expect(res.body.items.map((a: { id: string; status: string }) => [a.id, a.status])).toEqual([
      [newer, 'pending'],
      [older.id, 'rejected'],
    ]);
    expect((await callApi(server, meApi.listOwnAds, {})).status).toBe(401);
  });
});
