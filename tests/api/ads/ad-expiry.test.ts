import { describe, expect, it } from 'vitest';
import { expireDueAds } from '../../../server/services/expiry/expire-due-ads';
import * as adminCatalogApi from '../../../shared/api/admin-catalog';
import * as adsApi from '../../../shared/api/ads';
import * as eventsApi from '../../../shared/api/events';
import * as mapApi from '../../../shared/api/map';
import * as meApi from '../../../shared/api/me';
import * as moderationApi from '../../../shared/api/moderation';
import * as notificationsApi from '../../../shared/api/notifications';
import { apiPath } from '../../../shared/api/operation';
import * as searchApi from '../../../shared/api/search';
import { adRow, DAY, HOUR, ownerInNewCity, runPass, setupExpiryServer } from '../../support/expiry-support';
import { categoryBySlug, createAd, signedInPerson } from '../../support/factories';
import { callApi, getJson } from '../../support/http';

// The expiry job (issue 20, docs/decisions/029): due approved ads become 'expired' in committed
// batches; a second pass changes nothing; a pass cut short is finished by the next; expired ads
// leave every public list, search, the map, the sitemap and the calendar feed, and their page.
const shared = setupExpiryServer();
const place = () => ownerInNewCity(shared.server);

const statusOf = async (id: string) => (await adRow(shared.server, id)).status;

describe('the expiry job', () => {
  it('moves exactly the approved ads whose expiry has come', async () => {
    const { db, base } = await place();
    const at = shared.clock.at;
    const due = await createAd(db, { ...base, expiresAt: at(-HOUR) });
    const justDue = await createAd(db, { ...base, expiresAt: at(0) });
    const later = await createAd(db, { ...base, expiresAt: at(HOUR) });
    const pending = await createAd(db, { ...base, status: 'pending', expiresAt: at(-DAY) });
    const rejected = await createAd(db, { ...base, status: 'rejected', expiresAt: at(-DAY) });

    const { expired } = await runPass(shared.server);
    expect(expired).toEqual(expect.arrayContaining([due.id, justDue.id]));
    expect(expired).not.toContain(later.id);
    expect(await statusOf(due.id)).toBe('expired');
    expect(await statusOf(justDue.id)).toBe('expired');
    expect(await statusOf(later.id)).toBe('approved');
    expect(await statusOf(pending.id)).toBe('pending');
    expect(await statusOf(rejected.id)).toBe('rejected');
    // Nothing else of the row changes: its expiry, place in the list and paid period stay.
    const row = await adRow(shared.server, due.id);
    expect(row.expiresAt).toEqual(due.expiresAt);
    expect(row.listedAt).toEqual(due.listedAt);

    // Time passes: the next pass takes the one now due.
    shared.clock.set(at(2 * HOUR));
    expect((await runPass(shared.server)).expired).toContain(later.id);
    expect(await statusOf(later.id)).toBe('expired');
  });

  it('is harmless when run twice', async () => {
    const { db, base } = await place();
    const due = await createAd(db, { ...base, expiresAt: shared.clock.at(-HOUR) });
    expect((await runPass(shared.server)).expired).toContain(due.id);
    const after = await adRow(shared.server, due.id);
    const again = await runPass(shared.server);
    expect(again.expired).toEqual([]);
    expect(await adRow(shared.server, due.id)).toEqual(after);
  });

  it('tells the owner once that an ad expired (an event that ended: no notice)', async () => {
    const { db, base, owner } = await place();
    const at = shared.clock.at;
    const ad = await createAd(db, { ...base, title: 'Bookshelf, oak', expiresAt: at(-HOUR) });
    const event = await createAd(db, {
      ...base,
      isEvent: true,
      eventDate: at(-3 * HOUR),
      eventEndDate: at(-HOUR),
      expiresAt: at(-HOUR),
    });
    const noticesOf = async () =>
      (
        (await callApi(shared.server, notificationsApi.listNotifications, { cookie: owner.cookie })).body
          .items as {
          kind: string;
          ad_id: string;
          ad_title: string;
        }[]
      ).filter((n) => n.kind === 'ad_expired');
    expect((await runPass(shared.server)).expired).toEqual(expect.arrayContaining([ad.id, event.id]));
    expect(await noticesOf()).toEqual([
      expect.objectContaining({ kind: 'ad_expired', ad_id: ad.id, ad_title: 'Bookshelf, oak' }),
    ]);
    await runPass(shared.server);
    expect(await noticesOf()).toHaveLength(1);
  });

  it('finishes, on its next run, a pass that stopped after a committed batch', async () => {
    const { db, base } = await place();
    await runPass(shared.server); // nothing else is due
    const at = shared.clock.at;
    const due = [];
    for (let i = 5; i >= 1; i--) due.push(await createAd(db, { ...base, expiresAt: at(-i * HOUR) }));
    const stop = new AbortController();
    // The process "dies" right after its first batch of two committed.
    const cut = expireDueAds(db, shared.clock.now(), {
      batchSize: 2,
      signal: stop.signal,
      afterBatch: () => stop.abort(),
    });
    await expect(cut).rejects.toThrow();
    const statuses = await Promise.all(due.map((ad) => statusOf(ad.id)));
    expect(statuses).toEqual(['expired', 'expired', 'approved', 'approved', 'approved']);

    const { expired } = await runPass(shared.server);
    expect(expired.sort()).toEqual(
      due
        .slice(2)
        .map((ad) => ad.id)
        .sort(),
    );
    for (const ad of due) expect(await statusOf(ad.id)).toBe('expired');
  });
});

describe('an expired ad', () => {
  it('leaves the listing, search, the map, the sitemap and its page (not for its owner)', async () => {
    const { db, city, owner, base } = await place();
    const word = `zorbulat${Date.now().toString(36)}`;
    const ad = await createAd(db, {
      ...base,
      title: `Bicycle ${word}`,
      expiresAt: shared.clock.at(HOUR),
      latitude: 27.95,
      longitude: -82.46,
      geocodeStatus: 'ok',
    });
    const url = shared.server.url;
    const stranger = await signedInPerson(shared.server);
    const listed = async () =>
      (await getJson(`${url}${apiPath(adsApi.listAds, { query: { city: city.id } })}`)).body.items.map(
        (a: { id: string }) => a.id,
      );
    const found = async () =>
      (
        await callApi(shared.server, searchApi.searchAds, { query: { q: word }, cookie: stranger.cookie })
      ).body.items.map((a: { id: string }) => a.id);
    const mapped = async () =>
      (await getJson(`${url}${apiPath(mapApi.listMapAds, { query: { city: city.slug } })}`)).body.items.map(
        (a: { id: string }) => a.id,
      );
    const inSitemap = async () =>
      (await (await fetch(`${url}/sitemap-ads-1.xml`)).text()).includes(`/ads/${ad.id}`);

    expect(await listed()).toContain(ad.id);
    expect(await found()).toContain(ad.id);
    expect(await mapped()).toContain(ad.id);
    expect(await inSitemap()).toBe(true);
    expect((await getJson(`${url}${apiPath(adsApi.getAd, { params: { id: ad.id } })}`)).status).toBe(200);

    shared.clock.set(shared.clock.at(2 * HOUR));
    expect((await runPass(shared.server)).expired).toContain(ad.id);

    expect(await listed()).not.toContain(ad.id);
    expect(await found()).not.toContain(ad.id);
    expect(await mapped()).not.toContain(ad.id);
    expect(await inSitemap()).toBe(false);
    // Its page: "no longer available" for visitors and other people, as for a removed ad.
    expect((await getJson(`${url}${apiPath(adsApi.getAd, { params: { id: ad.id } })}`)).status).toBe(404);
    expect(
      (await callApi(shared.server, adsApi.getAd, { params: { id: ad.id }, cookie: stranger.cookie })).status,
    ).toBe(404);
    // Its owner still sees it, expired, in My Ads and on its page, offered for renewal.
    const own = await callApi(shared.server, adsApi.getAd, { params: { id: ad.id }, cookie: owner.cookie });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ status: 'expired', renewable: true });
    const mine = await callApi(shared.server, meApi.listOwnAds, { cookie: owner.cookie });
    expect(mine.body.items.find((a: { id: string }) => a.id === ad.id)).toMatchObject({ status: 'expired' });
  });

  it('leaves the events list and the calendar feed (an admin marks it expired)', async () => {
    const { db, city, base } = await place();
    const start = shared.clock.at(5 * DAY);
    const event = await createAd(db, {
      ...base,
      isEvent: true,
      eventDate: start,
      eventEndDate: new Date(start.getTime() + 2 * HOUR),
      expiresAt: new Date(start.getTime() + 2 * HOUR),
    });
    const url = shared.server.url;
    const upcoming = async () =>
      (
        await getJson(
          `${url}${apiPath(eventsApi.listEvents, { query: { when: 'upcoming', city: city.slug } })}`,
        )
      ).body.items.map((a: { id: string }) => a.id);
    const feed = async () =>
      (
        await (await fetch(`${url}${apiPath(eventsApi.getEventFeed, { query: { city: city.slug } })}`)).text()
      ).includes(event.id);
    expect(await upcoming()).toContain(event.id);
    expect(await feed()).toBe(true);

    const marked = await callApi(shared.server, moderationApi.moderateAd, {
      params: { id: event.id },
      cookie: shared.admin.cookie,
      body: { status: 'expired' },
    });
    expect(marked.status).toBe(200);
    expect(marked.body.status).toBe('expired');
    // An admin's "expired" means expired now: the row says so.
    expect((await adRow(shared.server, event.id)).expiresAt?.getTime()).toBeLessThanOrEqual(
      shared.clock.now().getTime(),
    );
    expect(await upcoming()).not.toContain(event.id);
    expect(await feed()).toBe(false);
  });
});

describe('the expiry an approval sets', () => {
  const approve = (id: string) =>
    callApi(shared.server, moderationApi.moderateAd, {
      params: { id },
      cookie: shared.admin.cookie,
      body: { status: 'approved' },
    });

  it("is the category's lifetime, else the site's, from the moment of approval", async () => {
    const { db, city, owner } = await place();
    const category = await callApi(shared.server, adminCatalogApi.createCategory, {
      cookie: shared.admin.cookie,
      body: {
        name_en: `Short ${Date.now()}`,
        name_uk: `Коротка ${Date.now()}`,
        slug: `short-${Date.now()}`,
        ad_lifetime_days: 10,
      },
    });
    expect(category.status).toBe(201);
    expect(category.body.ad_lifetime_days).toBe(10);
    const services = await categoryBySlug(db, 'services');
    const short = await createAd(db, {
      userId: owner.id,
      cityId: city.id,
      categoryId: category.body.id,
      status: 'pending',
    });
    const usual = await createAd(db, {
      userId: owner.id,
      cityId: city.id,
      categoryId: services.id,
      status: 'pending',
    });
    const now = shared.clock.now().getTime();

    expect((await approve(short.id)).body.expires_at).toBe(new Date(now + 10 * DAY).toISOString());
    expect((await approve(usual.id)).body.expires_at).toBe(new Date(now + 30 * DAY).toISOString());
    // Approving an approved ad again moves nothing.
    shared.clock.set(shared.clock.at(HOUR));
    expect((await approve(usual.id)).body.expires_at).toBe(new Date(now + 30 * DAY).toISOString());

    const refused = await callApi(shared.server, adminCatalogApi.updateCategory, {
      params: { id: category.body.id },
      cookie: shared.admin.cookie,
      body: { ad_lifetime_days: 0 },
      lang: 'uk',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.ad_lifetime_days).toMatch(/днів/);
  });

  it('is the end of an event, or the end of its day on its city’s clocks', async () => {
    const { db, city, owner } = await place();
    const category = await categoryBySlug(db, 'services');
    const base = {
      userId: owner.id,
      cityId: city.id,
      categoryId: category.id,
      status: 'pending' as const,
      isEvent: true,
    };
    const ending = await createAd(db, {
      ...base,
      eventDate: new Date('2031-05-17T15:00:00Z'),
      eventEndDate: new Date('2031-05-17T20:00:00Z'),
    });
    // 11:00 in New York (the test city's zone) on 17 May: it ends at midnight there, 04:00 UTC.
    const allDay = await createAd(db, { ...base, eventDate: new Date('2031-05-17T15:00:00Z') });
    expect((await approve(ending.id)).body.expires_at).toBe('2031-05-17T20:00:00.000Z');
    expect((await approve(allDay.id)).body.expires_at).toBe('2031-05-18T04:00:00.000Z');
  });
});
