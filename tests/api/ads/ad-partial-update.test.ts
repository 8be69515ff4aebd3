import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import type { CallInput } from '../../../shared/api/operation';
import * as siteApi from '../../../shared/api/site';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// PATCH /ads/{id} as a partial update (issue 16): the fields sent change, the others stay; the
// rules across fields hold for the ad as saved. And an ad's price currency: the site's
// (SITE_CURRENCY) unless its author picks another.

type AdPatchBody = CallInput<typeof adsApi.updateAd>['body'];

let server: TestServer;
let place: { cityId: string; categoryId: string };

beforeAll(async () => {
  server = await startTestServer({ SITE_CURRENCY: 'uah' });
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'electronics');
  place = { cityId: city.id, categoryId: category.id };
});
afterAll(() => server?.close());

const patch = (id: string, cookie: string | undefined, body: AdPatchBody, lang = 'en') =>
  callApi(server, adsApi.updateAd, { params: { id }, cookie, body, lang });
/** A patch the contract does not allow: a field of the wrong kind, or one nobody may set. */
const invalidPatch = (id: string, cookie: string, invalidBody: unknown, lang = 'en') =>
  callApi(server, adsApi.updateAd, { params: { id }, cookie, body: {}, invalidBody, lang });
const rowOf = async (id: string) =>
  (await server.deps.db.select().from(advertisements).where(eq(advertisements.id, id)))[0];

/** The row but for the status, the time of the change and the search columns derived from the title. */
const settable = (row: Awaited<ReturnType<typeof rowOf>>) => {
  const { updatedAt: _u, status: _s, searchText: _t, searchVector: _v, ...rest } = row ?? ({} as never);
  return rest;
};

describe('PATCH /ads/{id} changes only what it is sent', () => {
  it('one field changes that field alone; the owner’s edit goes back to moderation', async () => {
    const owner = await signedInPerson(server);
    const ad = await createAd(server.deps.db, {
      ...place,
      userId: owner.id,
      status: 'approved',
      price: 350,
      currency: 'EUR',
      facebook: 'bike_fb',
    });
    const before = await rowOf(ad.id);
    const res = await patch(ad.id, owner.cookie, { title: '  Faster <b>bike</b> ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      title: 'Faster bike',
      price: 350,
      currency: 'EUR',
      email: 'seller@example.com',
      telephone: '+1 (813) 555-0100',
      facebook: 'bike_fb',
      description: '<p>Test description</p>',
      status: 'pending',
    });
    const after = await rowOf(ad.id);
    expect(settable(after)).toEqual({ ...settable(before), title: 'Faster bike' });
    expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
  });

  it('a cleared field (null price, empty phone) is cleared; an admin’s edit keeps the status', async () => {
    const owner = await signedInPerson(server);
    const admin = await signedInPerson(server, 'admin');
    const ad = await createAd(server.deps.db, { ...place, userId: owner.id, status: 'approved' });
    const res = await patch(ad.id, admin.cookie, { price: null, telephone: '' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ price: null, telephone: '', status: 'approved', title: ad.title });
  });

  it('checks each field sent by its own rules, localised, and changes nothing when one fails', async () => {
    const owner = await signedInPerson(server);
    const ad = await createAd(server.deps.db, { ...place, userId: owner.id });
    const before = await rowOf(ad.id);
    const res = await invalidPatch(ad.id, owner.cookie, { price: 'cheap', currency: 'XYZ', title: '' }, 'uk');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      price: expect.stringContaining('ціну'),
      currency: 'Оберіть валюту зі списку',
      title: expect.any(String),
    });
    const unknown = await invalidPatch(ad.id, owner.cookie, { status: 'approved', user_id: owner.id });
    expect(unknown.status).toBe(400);
    const stale = await patch(ad.id, owner.cookie, { city_id: '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d' });
    expect(stale.status).toBe(400);
    expect(Object.keys(stale.body.error.fields)).toEqual(['city_id']);
    expect(await rowOf(ad.id)).toEqual(before);
  });

  it('an event still needs its date: the rules across fields apply to the ad as saved', async () => {
    const owner = await signedInPerson(server);
    const start = new Date('2031-05-10T16:00:00Z');
    const event = await createAd(server.deps.db, {
      ...place,
      userId: owner.id,
      isEvent: true,
      eventDate: start,
      eventEndDate: new Date('2031-05-10T20:00:00Z'),
    });
    // The end alone, before the saved start: refused.
    const early = await patch(event.id, owner.cookie, { event_end_date: '2031-05-10T15:00:00Z' });
    expect(early.status).toBe(400);
    expect(Object.keys(early.body.error.fields)).toEqual(['event_end_date']);
    // Clearing the date of an event: refused.
    const noDate = await patch(event.id, owner.cookie, { event_date: null });
    expect(noDate.status).toBe(400);
    expect(Object.keys(noDate.body.error.fields)).toEqual(['event_date']);
    expect((await rowOf(event.id))?.eventDate).toEqual(start);

    // A plain ad made an event without a date: refused; with one: saved.
    const plain = await createAd(server.deps.db, { ...place, userId: owner.id });
    expect((await patch(plain.id, owner.cookie, { is_event: true })).status).toBe(400);
    const made = await patch(plain.id, owner.cookie, { is_event: true, event_date: '2031-06-01T18:00:00Z' });
    expect(made.status).toBe(200);
    expect(made.body).toMatchObject({ is_event: true, event_date: '2031-06-01T18:00:00.000Z' });

    // No longer an event: its dates go with it.
    const unmade = await patch(event.id, owner.cookie, { is_event: false });
    expect(unmade.body).toMatchObject({ is_event: false, event_date: null, event_end_date: null });
  });

  it('checks who may edit first: someone else’s ad is refused and left as it was', async () => {
    const owner = await signedInPerson(server);
    const stranger = await signedInPerson(server);
    const ad = await createAd(server.deps.db, { ...place, userId: owner.id, status: 'approved' });
    const before = await rowOf(ad.id);
    expect((await patch(ad.id, stranger.cookie, { title: 'Mine now' })).status).toBe(403);
    expect((await patch(ad.id, undefined, { title: 'Mine now' })).status).toBe(401);
    expect(await rowOf(ad.id)).toEqual(before);
  });

  it('an empty object changes nothing, not even the status', async () => {
    const owner = await signedInPerson(server);
    const ad = await createAd(server.deps.db, { ...place, userId: owner.id, status: 'approved' });
    const before = await rowOf(ad.id);
    const res = await patch(ad.id, owner.cookie, {});
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('approved');
    expect(await rowOf(ad.id)).toEqual(before);
  });
});

describe('the currency of a price', () => {
  it('is the site’s (SITE_CURRENCY) unless the author picks one of the list', async () => {
    const owner = await signedInPerson(server);
    const body = { title: 'Kettle', price: 25, category_id: place.categoryId, city_id: place.cityId };
    const plain = await callApi(server, adsApi.createAd, { cookie: owner.cookie, body });
    expect(plain.status).toBe(201);
    expect((await rowOf(plain.body.id))?.currency).toBe('UAH');

    const chosen = await callApi(server, adsApi.createAd, {
      cookie: owner.cookie,
      body: { ...body, currency: 'CAD' },
    });
    expect(chosen.status).toBe(201);
    const shown = await callApi(server, adsApi.getAd, {
      params: { id: chosen.body.id },
      cookie: owner.cookie,
    });
    expect(shown.body).toMatchObject({ price: 25, currency: 'CAD' });

    const refused = await callApi(server, adsApi.createAd, {
      cookie: owner.cookie,
      body,
      invalidBody: { ...body, currency: 'usd' },
    });
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.error.fields)).toEqual(['currency']);

    const changed = await patch(chosen.body.id, owner.cookie, { currency: 'EUR' });
    expect(changed.body).toMatchObject({ price: 25, currency: 'EUR' });
  });

  it('reaches visitors in listings and the site tells the interface its own', async () => {
    const owner = await signedInPerson(server);
    const ad = await createAd(server.deps.db, { ...place, userId: owner.id, currency: 'GBP', price: 12.5 });
    const listed = await callApi(server, adsApi.listAds, { query: { city: place.cityId } });
    expect(listed.body.items.find((item: { id: string }) => item.id === ad.id)).toMatchObject({
      price: 12.5,
      currency: 'GBP',
    });
    expect((await callApi(server, siteApi.getSiteConfig, {})).body.currency).toBe('UAH');
  });
});
