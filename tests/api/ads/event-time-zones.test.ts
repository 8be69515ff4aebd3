import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../../server/db/schema/catalog';
import * as adsApi from '../../../shared/api/ads';
import * as eventsApi from '../../../shared/api/events';
import * as moderationApi from '../../../shared/api/moderation';
import { apiPath } from '../../../shared/api/operation';
import { categoryBySlug, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

// An event's times are wall clocks of its city, sent with that zone's offset; the API keeps the
// instant, and the calendar files carry the same instant (UTC) with the city's zone named.

let server: TestServer;
let owner: { id: string; cookie: string };
let admin: { id: string; cookie: string };
let categoryId: string;

beforeAll(async () => {
  server = await startTestServer({ SITE_TIME_ZONE: 'America/Chicago' });
  owner = await signedInPerson(server);
  admin = await signedInPerson(server, 'admin');
  categoryId = (await categoryBySlug(server.deps.db, 'services')).id;
});
afterAll(() => server?.close());

async function cityIn(timeZone: string) {
  const city = await createCity(server.deps.db);
  await server.deps.db.update(cities).set({ timeZone }).where(eq(cities.id, city.id));
  return city;
}

/** Posts an event as its owner and approves it as the admin; its id. */
async function publishedEvent(cityId: string, start: string, end: string) {
  const posted = await callApi(server, adsApi.createAd, {
    cookie: owner.cookie,
    body: {
      title: 'Bake sale',
      category_id: categoryId,
      city_id: cityId,
      is_event: true,
      event_date: start,
      event_end_date: end,
    },
  });
  expect(posted.status).toBe(201);
  const id = posted.body.id as string;
  const approved = await callApi(server, moderationApi.moderateAd, {
    params: { id },
    cookie: admin.cookie,
    body: { status: 'approved' },
  });
  expect(approved.status).toBe(200);
  return id;
}

const calendar = async (path: string) => {
  const res = await fetch(`${server.url}${path}`);
  expect(res.status).toBe(200);
  const text = (await res.text()).replace(/\r\n /g, '');
  return { text, zone: new ICAL.Component(ICAL.parse(text)).getFirstPropertyValue('x-wr-timezone') };
};

describe('event times and city zones', () => {
  it('keeps the instant of a Tampa wall-clock time, and names Tampa’s zone with the event', async () => {
    const tampa = await cityIn('America/New_York');
    const id = await publishedEvent(tampa.id, '2031-05-17T11:00:00-04:00', '2031-05-17T16:00:00-04:00');

    for (const cookie of [undefined, owner.cookie]) {
      const read = await callApi(server, adsApi.getAd, { params: { id }, cookie });
      expect(read.body).toMatchObject({
        event_date: '2031-05-17T15:00:00.000Z',
        event_end_date: '2031-05-17T20:00:00.000Z',
        city: { id: tampa.id, time_zone: 'America/New_York' },
      });
    }
    const listed = await callApi(server, eventsApi.listEvents, { query: { city: tampa.id } });
    expect(listed.body.items).toMatchObject([
      { id, event_date: '2031-05-17T15:00:00.000Z', city: { time_zone: 'America/New_York' } },
    ]);

    // Saved again as the edit form sends it (the same clock time, another spelling): unchanged.
    const resaved = await callApi(server, adsApi.updateAd, {
      params: { id },
      cookie: owner.cookie,
      body: {
        title: 'Bake sale',
        category_id: categoryId,
        city_id: tampa.id,
        is_event: true,
        event_date: '2031-05-17T15:00:00.000Z',
        event_end_date: '2031-05-17T16:00:00-04:00',
      },
    });
    expect(resaved.status).toBe(200);
    const again = await callApi(server, adsApi.getAd, { params: { id }, cookie: owner.cookie });
    expect([again.body.event_date, again.body.event_end_date]).toEqual([
      '2031-05-17T15:00:00.000Z',
      '2031-05-17T20:00:00.000Z',
    ]);
  });

  it('writes the same instant in UTC into the .ics file and the city’s feed, with the city’s zone', async () => {
    const kyiv = await cityIn('Europe/Kyiv');
    const id = await publishedEvent(kyiv.id, '2031-05-17T18:00:00+03:00', '2031-05-17T21:30:00+03:00');

    const file = await calendar(apiPath(eventsApi.getEventFile, { params: { id } }));
    expect(file.text).toContain('DTSTART:20310517T150000Z\r\n');
    expect(file.text).toContain('DTEND:20310517T183000Z\r\n');
    expect(file.zone).toBe('Europe/Kyiv');

    const feed = await calendar(apiPath(eventsApi.getEventFeed, { query: { city: kyiv.slug } }));
    expect(feed.text).toContain(`UID:${id}@127.0.0.1`);
    expect(feed.text).toContain('DTSTART:20310517T150000Z\r\n');
    expect(feed.zone).toBe('Europe/Kyiv');

    // Every city's feed mixes zones: it names the site's, the instants stay UTC.
    const all = await calendar(apiPath(eventsApi.getEventFeed));
    expect(all.zone).toBe('America/Chicago');
    expect(all.text).toContain('DTSTART:20310517T150000Z\r\n');
  });
});
