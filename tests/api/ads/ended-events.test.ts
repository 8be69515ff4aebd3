import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { adImages } from '../../../server/db/schema/ads';
import { profiles } from '../../../server/db/schema/profiles';
import * as adsApi from '../../../shared/api/ads';
import * as contactRevealsApi from '../../../shared/api/contact-reveals';
import * as eventsApi from '../../../shared/api/events';
import * as favouritesApi from '../../../shared/api/favourites';
import * as mapApi from '../../../shared/api/map';
import * as meApi from '../../../shared/api/me';
import * as messagesApi from '../../../shared/api/messages';
import * as moderationApi from '../../../shared/api/moderation';
import { apiPath } from '../../../shared/api/operation';
import * as ratingsApi from '../../../shared/api/ratings';
import * as reportsApi from '../../../shared/api/reports';
import * as searchApi from '../../../shared/api/search';
import { adRow, HOUR, ownerInNewCity, runPass } from '../../support/expiry-support';
import { createAd, signedInPerson } from '../../support/factories';
import { callApi, getJson } from '../../support/http';
import { controlClock } from '../../support/placement-support';
import { readHead, startSeoServer } from '../../support/seo-helpers';
import { setupServer } from '../../support/setup-server';

// An ended event is public history (docs/decisions/035): the expiry job expires it at its end, yet
// the events page's past list and its own page (with its photos) still show it to anyone, marked
// ended, with nothing on offer; every other public list leaves it out, as for any expired ad.
const shared = setupServer(startSeoServer, async (server) => ({
  clock: controlClock(server),
  admin: await signedInPerson(server, 'admin'),
}));

const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((item) => item.id);

/** An event approved by an admin (so its expiry is set as on the site) with one stored photo. */
async function approvedEventWithPhoto() {
  const { db, city, owner, base } = await ownerInNewCity(shared.server);
  const word = `vechornytsi${Date.now().toString(36)}`;
  const start = shared.clock.at(HOUR);
  const end = shared.clock.at(3 * HOUR);
  const event = await createAd(db, {
    ...base,
    title: `Evening ${word}`,
    status: 'pending',
    isEvent: true,
    eventDate: start,
    eventEndDate: end,
    latitude: 27.95,
    longitude: -82.46,
    geocodeStatus: 'ok',
  });
  const approved = await callApi(shared.server, moderationApi.moderateAd, {
    params: { id: event.id },
    cookie: shared.admin.cookie,
    body: { status: 'approved' },
  });
  expect(approved.body.expires_at).toBe(end.toISOString());
  const key = `ads/${event.id}/evening-full.webp`;
  const webp = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#36c' } })
    .webp()
    .toBuffer();
  await shared.server.deps.storage.put(key, webp, 'image/webp');
  await db
    .insert(adImages)
    .values({ adId: event.id, storagePath: `/media/ad-images/${key}`, isPrimary: true });
  return { city, owner, event, end, word, photo: `/media/ad-images/${key}` };
}

describe('an ended event', () => {
  it('expires at its end and stays in the past list and on its page, photos included, for anyone', async () => {
    const { city, event, end, photo } = await approvedEventWithPhoto();
    const url = shared.server.url;
    const past = async () =>
      ids(
        await getJson(`${url}${apiPath(eventsApi.listEvents, { query: { when: 'past', city: city.id } })}`),
      );

    shared.clock.set(new Date(end.getTime() + HOUR));
    expect((await runPass(shared.server)).expired).toContain(event.id);
    expect((await adRow(shared.server, event.id)).status).toBe('expired');

    expect(await past()).toEqual([event.id]);
    const upcoming = await getJson(
      `${url}${apiPath(eventsApi.listEvents, { query: { when: 'upcoming', city: city.id } })}`,
    );
    expect(ids(upcoming)).toEqual([]);

    // Its page: readable by a visitor and by other people, marked ended, no contact field.
    const visitor = await getJson(`${url}${apiPath(adsApi.getAd, { params: { id: event.id } })}`);
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatchObject({ id: event.id, status: 'expired', event_ended: true });
    expect(visitor.body).not.toHaveProperty('telephone');
    const stranger = await signedInPerson(shared.server);
    const member = await callApi(shared.server, adsApi.getAd, {
      params: { id: event.id },
      cookie: stranger.cookie,
    });
    expect(member.status).toBe(200);
    expect(member.body).toMatchObject({ event_ended: true, renewable: false });
    expect(
      (await callApi(shared.server, ratingsApi.listAdRatings, { params: { id: event.id } })).status,
    ).toBe(200);

    // The server-rendered page carries its head, as a public page does.
    const html = await fetch(`${url}/ads/${event.id}`);
    expect(html.status).toBe(200);
    expect(readHead(await html.text()).meta.get('og:title')).toBe(event.title);

    const image = await fetch(`${url}${photo}`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/webp');
  });

  it('is before its end an upcoming event like any other, not yet marked ended', async () => {
    const { city, event } = await approvedEventWithPhoto();
    const url = shared.server.url;
    const upcoming = await getJson(
      `${url}${apiPath(eventsApi.listEvents, { query: { when: 'upcoming', city: city.id } })}`,
    );
    expect(ids(upcoming)).toEqual([event.id]);
    expect(
      (await getJson(`${url}${apiPath(adsApi.getAd, { params: { id: event.id } })}`)).body.event_ended,
    ).toBe(false);
  });

  it('leaves the listing, search, suggestions, the map, the sitemap and the calendar feed', async () => {
    const { city, event, end, word } = await approvedEventWithPhoto();
    const url = shared.server.url;
    const stranger = await signedInPerson(shared.server);
    const sightings = async () => ({
      listing: ids(await getJson(`${url}${apiPath(adsApi.listAds, { query: { city: city.id } })}`)).includes(
        event.id,
      ),
      search: ids(
        await callApi(shared.server, searchApi.searchAds, { query: { q: word }, cookie: stranger.cookie }),
      ).includes(event.id),
      suggestions: ids(
        await callApi(shared.server, searchApi.suggestAds, { query: { q: word }, cookie: stranger.cookie }),
      ).includes(event.id),
      map: ids(await getJson(`${url}${apiPath(mapApi.listMapAds, { query: { city: city.slug } })}`)).includes(
        event.id,
      ),
      sitemap: (await (await fetch(`${url}/sitemap-ads-1.xml`)).text()).includes(`/ads/${event.id}`),
      feed: (
        await (await fetch(`${url}${apiPath(eventsApi.getEventFeed, { query: { city: city.slug } })}`)).text()
      ).includes(event.id),
    });
    const everywhere = {
      listing: true,
      search: true,
      suggestions: true,
      map: true,
      sitemap: true,
      feed: true,
    };
    expect(await sightings()).toEqual(everywhere);

    shared.clock.set(new Date(end.getTime() + HOUR));
    expect((await runPass(shared.server)).expired).toContain(event.id);
    expect(await sightings()).toEqual({
      listing: false,
      search: false,
      suggestions: false,
      map: false,
      sitemap: false,
      feed: false,
    });
  });

  it('offers no contact reveal, message, rating or favourite, and its owner cannot renew it', async () => {
    const { owner, event, end } = await approvedEventWithPhoto();
    shared.clock.set(new Date(end.getTime() + HOUR));
    expect((await runPass(shared.server)).expired).toContain(event.id);
    const stranger = await signedInPerson(shared.server);
    const cookie = stranger.cookie;
    const params = { id: event.id };

    const reveal = await callApi(shared.server, contactRevealsApi.revealContacts, {
      params,
      cookie,
      lang: 'uk',
    });
    expect(reveal.status).toBe(404);
    expect(reveal.body.error.code).toBe('NOT_FOUND');
    expect(reveal.body).not.toHaveProperty('telephone');
    const message = await callApi(shared.server, messagesApi.messageSeller, {
      params,
      cookie,
      body: { body: 'Is it on again next year?' },
    });
    expect(message.status).toBe(404);
    const rating = await callApi(shared.server, ratingsApi.createRating, {
      params,
      cookie,
      body: { rating: 5 },
    });
    expect(rating.status).toBe(404);
    const favourite = await callApi(shared.server, favouritesApi.saveFavourite, { params, cookie });
    expect(favourite.status).toBe(404);
    // Its owner still gets their own details.
    const own = await callApi(shared.server, contactRevealsApi.revealContacts, {
      params,
      cookie: owner.cookie,
    });
    expect(own.status).toBe(200);

    const renew = await callApi(shared.server, adsApi.renewAd, {
      params: { id: event.id },
      cookie: owner.cookie,
      lang: 'uk',
    });
    expect(renew.status).toBe(409);
    expect(renew.body.error.code).toBe('EVENT_NOT_RENEWABLE');
    expect(renew.body.error.message).toMatch(/змініть дати/);
    const inEnglish = await callApi(shared.server, adsApi.renewAd, {
      params: { id: event.id },
      cookie: owner.cookie,
    });
    expect(inEnglish.body.error.message).toMatch(/edit the event and change its dates/);
    expect((await adRow(shared.server, event.id)).status).toBe('expired');
    const mine = await callApi(shared.server, meApi.listOwnAds, { cookie: owner.cookie });
    expect(mine.body.items.find((a: { id: string }) => a.id === event.id)).toMatchObject({
      status: 'expired',
      event_ended: true,
      renewable: false,
    });
  });

  it('offers nothing once its end has passed, before the expiry job has run', async () => {
    const { event, end } = await approvedEventWithPhoto();
    const stranger = await signedInPerson(shared.server);
    const cookie = stranger.cookie;
    const params = { id: event.id };
    const attempts = async () => ({
      reveal: (await callApi(shared.server, contactRevealsApi.revealContacts, { params, cookie })).status,
      message: (
        await callApi(shared.server, messagesApi.messageSeller, {
          params,
          cookie,
          body: { body: 'Still on?' },
        })
      ).status,
      rating: (await callApi(shared.server, ratingsApi.createRating, { params, cookie, body: { rating: 5 } }))
        .status,
      report: (
        await callApi(shared.server, reportsApi.reportAd, { params, cookie, body: { reason: 'scam' } })
      ).status,
      favourite: (await callApi(shared.server, favouritesApi.saveFavourite, { params, cookie })).status,
    });

    shared.clock.set(new Date(end.getTime() + 1000));
    expect((await adRow(shared.server, event.id)).status).toBe('approved');
    expect(await attempts()).toEqual({ reveal: 404, message: 404, rating: 404, report: 404, favourite: 404 });
    expect((await callApi(shared.server, adsApi.getAd, { params, cookie })).body).toMatchObject({
      status: 'approved',
      event_ended: true,
    });

    // A second before its end everything is still on offer.
    shared.clock.set(new Date(end.getTime() - 1000));
    expect(await attempts()).toEqual({ reveal: 200, message: 201, rating: 201, report: 201, favourite: 204 });
  });

  it('an admin marked expired before its end is not history: hidden from the past list and its page', async () => {
    const { city, event, end } = await approvedEventWithPhoto();
    const marked = await callApi(shared.server, moderationApi.moderateAd, {
      params: { id: event.id },
      cookie: shared.admin.cookie,
      body: { status: 'expired' },
    });
    expect(marked.body.status).toBe('expired');
    expect(
      (await getJson(`${shared.server.url}${apiPath(adsApi.getAd, { params: { id: event.id } })}`)).status,
    ).toBe(404);
    // Once its end has passed it is history like any ended event.
    shared.clock.set(new Date(end.getTime() + HOUR));
    const past = await getJson(
      `${shared.server.url}${apiPath(eventsApi.listEvents, { query: { when: 'past', city: city.id } })}`,
    );
    expect(ids(past)).toEqual([event.id]);
    expect(
      (await getJson(`${shared.server.url}${apiPath(adsApi.getAd, { params: { id: event.id } })}`)).status,
    ).toBe(200);
  });
});

describe('a past event of a disabled owner, or one never approved', () => {
  it('is not history', async () => {
    const { db, city, base } = await ownerInNewCity(shared.server);
    const at = shared.clock.at;
    const ended = { isEvent: true, eventDate: at(-3 * HOUR), eventEndDate: at(-2 * HOUR) };
    const pending = await createAd(db, { ...base, ...ended, status: 'pending' });
    const rejected = await createAd(db, { ...base, ...ended, status: 'rejected' });
    const expiredAd = await createAd(db, { ...base, status: 'expired', expiresAt: at(-HOUR) });
    const { base: hiddenBase } = await ownerInNewCity(shared.server);
    const disabled = await createAd(db, {
      ...hiddenBase,
      ...ended,
      cityId: city.id,
      status: 'expired',
      expiresAt: ended.eventEndDate,
    });
    const past = async () =>
      ids(
        await getJson(
          `${shared.server.url}${apiPath(eventsApi.listEvents, { query: { when: 'past', city: city.id } })}`,
        ),
      );
    expect(await past()).toEqual([disabled.id]);
    await db.update(profiles).set({ disabled: true }).where(eq(profiles.id, hiddenBase.userId));
    expect(await past()).toEqual([]);
    for (const ad of [pending, rejected, expiredAd, disabled]) {
      expect(
        (await getJson(`${shared.server.url}${apiPath(adsApi.getAd, { params: { id: ad.id } })}`)).status,
      ).toBe(404);
    }
  });
});
