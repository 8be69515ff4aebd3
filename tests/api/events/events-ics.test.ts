import { eq } from 'drizzle-orm';
import ICAL from 'ical.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cities } from '../../../server/db/schema/catalog';
import * as eventsApi from '../../../shared/api/events';
import { apiPath } from '../../../shared/api/operation';
import { eventsCity, fromNow } from '../../support/events-support';
import { getJson } from '../../support/http';
import { CONTACTS } from '../../support/seo-helpers';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
const TITLE = 'Різдвяний концерт; «Щедрик», колядки та вертеп \\ Christmas concert, carols';
const DESCRIPTION =
  '<p>Запрошуємо всю громаду на великий різдвяний концерт у парафіяльній залі.</p>' +
  '<p>Квитки: <strong>15 $</strong>, діти безкоштовно; пироги &amp; узвар.</p>';

beforeAll(async () => {
  server = await startTestServer({ SITE_TIME_ZONE: 'Europe/Kyiv' });
});
afterAll(() => server?.close());

/** An events city on Kyiv time with a Ukrainian name of its own, so feeds can be checked for it. */
async function kyivTimeCity() {
  const { db } = server.deps;
  const made = await eventsCity(db, `Ivano-Frankivsk ${crypto.randomUUID().slice(0, 6)}`);
  const nameUk = `Івано-Франківськ ${made.city.slug.slice(-6)}`;
  await db.update(cities).set({ nameUk, timeZone: 'Europe/Kyiv' }).where(eq(cities.id, made.city.id));
  return { ...made, nameUk };
}

/** `path`: from apiPath (the contract's calendar operations). */
async function fetchCalendar(path: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, { headers });
  const text = await res.text();
  return { res, text };
}

const file = (id: string, query: { lang?: 'en' | 'uk' } = {}) =>
  apiPath(eventsApi.getEventFile, { params: { id }, query });
const feed = (query: { city?: string; lang?: 'en' | 'uk' }) => apiPath(eventsApi.getEventFeed, { query });

const parse = (text: string) => new ICAL.Component(ICAL.parse(text));
const vevents = (text: string) =>
  parse(text)
    .getAllSubcomponents('vevent')
    .map((v) => new ICAL.Event(v));

describe('GET /ads/{id}/event.ics', () => {
  it('is a valid calendar file with the event, its instants in UTC and no contact details', async () => {
    const { event } = await kyivTimeCity();
    const start = new Date('2031-12-24T17:30:00.000Z');
    const ad = await event(start, new Date('2031-12-24T20:00:00.000Z'), {
      title: TITLE,
      description: DESCRIPTION,
    });

    // The server's own zone must not matter: the times are written in UTC.
    const zone = process.env.TZ;
    process.env.TZ = 'Pacific/Kiritimati';
    const { res, text } = await fetchCalendar(file(ad.id), { 'accept-language': 'en' }).finally(() => {
      process.env.TZ = zone;
      if (zone === undefined) delete process.env.TZ;
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const disposition = res.headers.get('content-disposition') ?? '';
    expect(disposition).toMatch(/^attachment; filename="[a-z0-9-]+\.ics"; filename\*=UTF-8''\S+\.ics$/);
    expect(decodeURIComponent(disposition.split("UTF-8''")[1] ?? '')).toMatch(/^різдвяний-концерт-щедрик/);

    // RFC 5545 text: CRLF only, lines of at most 75 octets, each whole UTF-8.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n').slice(0, -1);
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(lines).toContain('DTSTART:20311224T173000Z');
    expect(text.replace(/\r\n /g, '')).toContain(
      'SUMMARY:Різдвяний концерт\\; «Щедрик»\\, колядки та вертеп \\\\ Christmas',
    );

    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Kyiv');
    const [vevent] = vevents(text);
    if (!vevent) throw new Error('no VEVENT');
    expect(vevent.uid).toBe(`${ad.id}@127.0.0.1`);
    expect(vevent.summary).toBe(TITLE);
    expect(vevent.startDate.toJSDate().toISOString()).toBe(start.toISOString());
    expect(vevent.endDate.toJSDate().toISOString()).toBe('2031-12-24T20:00:00.000Z');
    expect(vevent.description).toBe(
      'Запрошуємо всю громаду на великий різдвяний концерт у парафіяльній залі. ' +
        `Квитки: 15 $, діти безкоштовно; пироги & узвар.\n\n${server.url}/ads/${ad.id}`,
    );
    expect(vevent.component.getFirstPropertyValue('url')).toBe(`${server.url}/ads/${ad.id}`);
    expect(vevent.component.getFirstPropertyValue('last-modified')?.toString()).toBe(
      ICAL.Time.fromJSDate(ad.updatedAt, true).toString(),
    );
    for (const contact of CONTACTS) expect(text).not.toContain(contact);
  });

  it('gives an event without an end one hour, and names the city in the reader’s language', async () => {
    const { city, nameUk, event } = await kyivTimeCity();
    const ad = await event(new Date('2032-03-01T09:00:00.000Z'), null);
    const en = vevents((await fetchCalendar(file(ad.id, { lang: 'en' }))).text)[0];
    const uk = vevents((await fetchCalendar(file(ad.id), { 'accept-language': 'uk' })).text)[0];
    expect(en?.endDate.toJSDate().toISOString()).toBe('2032-03-01T10:00:00.000Z');
    expect([en?.location, uk?.location]).toEqual([city.name, nameUk]);
  });

  it('answers 404 for anything but a published event, and 400 for a bad language', async () => {
    const { event } = await kyivTimeCity();
    const pending = await event(fromNow(5), null, { status: 'pending' });
    const rejected = await event(fromNow(5), null, { status: 'rejected' });
    const notEvent = await event(fromNow(5), null, { isEvent: false });
    const shown = await event(fromNow(5), null);
    for (const id of [pending.id, rejected.id, notEvent.id, crypto.randomUUID(), 'not-an-id']) {
      const res = await getJson(`${server.url}${file(id)}`, {
        headers: { 'accept-language': 'uk' },
      });
      expect({ id, status: res.status, code: res.body.error.code, message: res.body.error.message }).toEqual({
        id,
        status: 404,
        code: 'NOT_FOUND',
        message: 'Не знайдено',
      });
    }
    const bad = await getJson(
      `${server.url}${apiPath(eventsApi.getEventFile, { params: { id: shown.id } })}?lang=fr`,
    );
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});

describe('GET /events.ics', () => {
  it('is a subscribable feed of the city’s upcoming published events, with the same UIDs', async () => {
    const { city, nameUk, event } = await kyivTimeCity();
    const later = await event(fromNow(72), fromNow(75), { title: TITLE, description: DESCRIPTION });
    const running = await event(fromNow(-1), fromNow(1));
    const ended = await event(fromNow(-5), fromNow(-1));
    const pending = await event(fromNow(10), null, { status: 'pending' });
    const elsewhere = await (await kyivTimeCity()).event(fromNow(30), null);

    const { res, text } = await fetchCalendar(feed({ city: city.slug, lang: 'uk' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(res.headers.get('cache-control')).toMatch(/^public, max-age=\d+$/);
    const calendar = parse(text);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`Громада: події — ${nameUk}`);
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Kyiv');
    expect(String(calendar.getFirstPropertyValue('refresh-interval'))).toBe('PT1H');
    expect(String(calendar.getFirstPropertyValue('x-published-ttl'))).toBe('PT1H');
    const uids = vevents(text).map((v) => v.uid);
    expect(uids).toEqual([running.id, later.id].map((id) => `${id}@127.0.0.1`));
    for (const hidden of [ended, pending, elsewhere]) expect(text).not.toContain(hidden.id);

    // The download of one of them carries the very same VEVENT.
    const single = (await fetchCalendar(file(later.id, { lang: 'uk' }))).text;
    const inFeed = text.match(/BEGIN:VEVENT\r\nUID:[^\r]*?\r\n(?:.*\r\n)*?END:VEVENT\r\n/g) ?? [];
    const one = single.match(/BEGIN:VEVENT[\s\S]*END:VEVENT\r\n/)?.[0];
    expect(inFeed.map((v) => v.replace(/\r\n /g, ''))).toContain(one?.replace(/\r\n /g, ''));

    // Named in English from Accept-Language; every city without ?city.
    const en = parse((await fetchCalendar(feed({ city: city.id }), { 'accept-language': 'en-US' })).text);
    expect(en.getFirstPropertyValue('x-wr-calname')).toBe(`Hromada: events in ${city.name}`);
    const all = await fetchCalendar(feed({ lang: 'en' }));
    expect(parse(all.text).getFirstPropertyValue('x-wr-calname')).toBe('Hromada: events');
    expect(all.text).toContain(`UID:${later.id}@127.0.0.1`);
    expect(all.text).toContain(`UID:${elsewhere.id}@127.0.0.1`);
    expect(all.text).not.toContain(ended.id);
  });

  it('answers 404 for an unknown city and 400 for a bad language', async () => {
    const unknown = await getJson(`${server.url}${apiPath(eventsApi.getEventFeed)}?city=Atlantis`, {
      headers: { 'accept-language': 'en' },
    });
    expect([unknown.status, unknown.body.error.code, unknown.body.error.message]).toEqual([
      404,
      'NOT_FOUND',
      'Not found',
    ]);
    const bad = await getJson(`${server.url}${apiPath(eventsApi.getEventFeed)}?lang=de`);
    expect([bad.status, bad.body.error.code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
