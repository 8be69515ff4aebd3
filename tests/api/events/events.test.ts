import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles } from '../../../server/db/schema/profiles';
import * as eventsApi from '../../../shared/api/events';
import { apiPath } from '../../../shared/api/operation';
import { eventsCity, fromNow, HOUR_MS } from '../../support/events-support';
import { createAd, createUser, signedInPerson } from '../../support/factories';
import { getJson } from '../../support/http';
import { controlClock } from '../../support/placement-support';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

async function walk(query: string, limit: number) {
  const seen: string[] = [];
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const page = `${query}&limit=${limit}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`;
    const res = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?${page}`);
    expect(res.status).toBe(200);
    seen.push(...ids(res.body));
    cursor = res.body.nextCursor;
    if (!cursor) return seen;
  }
  throw new Error('paging did not end');
}

describe('GET /events', () => {
  it('splits upcoming from past by the end (or the start without one), each in its order', async () => {
    const { city, event } = await eventsCity(server.deps.db);
    const endedHourAgo = await event(fromNow(-24), fromNow(-1));
    const runningNow = await event(fromNow(-1), fromNow(2));
    const noEndSoon = await event(fromNow(3), null);
    const noEndStarted = await event(fromNow(-2), null);
    const festival = await event(fromNow(48), fromNow(72));
    const longAgo = await event(fromNow(-240), fromNow(-236));

    const upcoming = await getJson(
      `${server.url}${apiPath(eventsApi.listEvents)}?when=upcoming&city=${city.id}`,
    );
    expect(upcoming.status).toBe(200);
    expect(ids(upcoming.body)).toEqual([runningNow.id, noEndSoon.id, festival.id]);
    expect(upcoming.body.nextCursor).toBeNull();

    const past = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?when=past&city=${city.id}`);
    expect(ids(past.body)).toEqual([endedHourAgo.id, noEndStarted.id, longAgo.id]);

    // Without `when`: upcoming.
    const plain = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?city=${city.id}`);
    expect(ids(plain.body)).toEqual(ids(upcoming.body));
    const item = plain.body.items[0];
    expect(item).toMatchObject({
      is_event: true,
      event_date: runningNow.eventDate?.toISOString(),
      event_end_date: runningNow.eventEndDate?.toISOString(),
      city: { id: city.id },
    });
    // Its one image row is the placeholder: no photo to show.
    expect(item.image).toBeNull();
  });

  it('moves an event to past by itself once its end passes', async () => {
    const { city, event } = await eventsCity(server.deps.db);
    const realClock = server.deps.clock;
    const clock = controlClock(server);
    try {
      const end = clock.at(3000);
      const endsSoon = await event(fromNow(-1), end);
      const before = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?city=${city.id}`);
      expect(ids(before.body)).toEqual([endsSoon.id]);
      // No job moves it: the next request after its end simply finds it in the past.
      clock.set(new Date(end.getTime() + 100));
      const upcoming = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?city=${city.id}`);
      const past = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?when=past&city=${city.id}`);
      expect([ids(upcoming.body), ids(past.body)]).toEqual([[], [endsSoon.id]]);
    } finally {
      server.deps.clock = realClock;
    }
  });

  it('lists only publicly visible events: approved, not hidden with a disabled owner, really events', async () => {
    const { db } = server.deps;
    const { city, category, event } = await eventsCity(server.deps.db);
    const shown = await event(fromNow(5), fromNow(6));
    await event(fromNow(5), fromNow(6), { status: 'pending' });
    await event(fromNow(5), fromNow(6), { status: 'rejected' });
    await event(fromNow(-6), fromNow(-5), { status: 'pending' });
    await createAd(db, { userId: (await createUser(db)).id, cityId: city.id, categoryId: category.id });
    const hidden = await createUser(db);
    await createAd(db, {
      userId: hidden.id,
      cityId: city.id,
      categoryId: category.id,
      isEvent: true,
      eventDate: fromNow(4),
    });
    await db.update(profiles).set({ disabled: true }).where(eq(profiles.id, hidden.id));

    const upcoming = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?city=${city.id}`);
    expect(ids(upcoming.body)).toEqual([shown.id]);
    const past = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?when=past&city=${city.id}`);
    expect(ids(past.body)).toEqual([]);
    // List items, as in GET /ads: no contact field for anyone, signed in or not.
    const { cookie } = await signedInPerson(server);
    const signedIn = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?city=${city.id}`, {
      headers: { cookie },
    });
    for (const item of [upcoming.body.items[0], signedIn.body.items[0]]) {
      expect(item).not.toHaveProperty('email');
      expect(item).not.toHaveProperty('address');
      expect(item).not.toHaveProperty('description');
    }
  });

  it('filters by city (id, name or slug); without a city lists every city', async () => {
    const here = await eventsCity(server.deps.db);
    const there = await eventsCity(server.deps.db);
    const mine = await here.event(fromNow(30), fromNow(31));
    const theirs = await there.event(fromNow(20), fromNow(21));
    for (const value of [here.city.id, here.city.name, here.city.slug, here.city.name.toUpperCase()]) {
      const res = await getJson(
        `${server.url}${apiPath(eventsApi.listEvents)}?city=${encodeURIComponent(value)}`,
      );
      expect(ids(res.body)).toEqual([mine.id]);
    }
    const all = await walk('when=upcoming', 100);
    expect(all).toContain(mine.id);
    expect(all.indexOf(theirs.id)).toBeLessThan(all.indexOf(mine.id));
  });

  it('pages through both lists with the cursor, each event once, whatever the page size', async () => {
    const { city, event } = await eventsCity(server.deps.db);
    const sameStart = fromNow(10);
    const sameEnd = fromNow(-10);
    const upcoming: string[] = [];
    const past: string[] = [];
    for (let i = 0; i < 9; i++) {
      // Ties on the sort key must not lose or repeat events: the id breaks them.
      const start = i % 3 === 0 ? sameStart : fromNow(10 + i);
      upcoming.push((await event(start, null)).id);
      const end = i % 3 === 0 ? sameEnd : fromNow(-10 - i);
      past.push((await event(new Date(end.getTime() - HOUR_MS), end)).id);
    }
    const fullUpcoming = await walk(`when=upcoming&city=${city.id}`, 100);
    const fullPast = await walk(`when=past&city=${city.id}`, 100);
    expect([...fullUpcoming].sort()).toEqual([...upcoming].sort());
    expect([...fullPast].sort()).toEqual([...past].sort());
    for (const limit of [1, 2, 4, 8, 9, 10]) {
      expect(await walk(`when=upcoming&city=${city.id}`, limit)).toEqual(fullUpcoming);
      expect(await walk(`when=past&city=${city.id}`, limit)).toEqual(fullPast);
    }
  });

  it('answers bad queries with a localised 400 (404 for an unknown city), never a 500', async () => {
    const { city, event } = await eventsCity(server.deps.db);
    await event(fromNow(-5), fromNow(-4));
    await event(fromNow(-7), fromNow(-6));
    const first = await getJson(
      `${server.url}${apiPath(eventsApi.listEvents)}?when=past&limit=1&city=${city.id}`,
    );
    const pastCursor = encodeURIComponent(first.body.nextCursor);
    const forged = Buffer.from(
      JSON.stringify({
        t: new Date().toISOString(),
        w: 'past',
        k: "1'; drop table x",
        i: crypto.randomUUID(),
      }),
    ).toString('base64url');
    const cases: [string, number, string][] = [
      ['when=soon', 400, 'VALIDATION_FAILED'],
      ['limit=0', 400, 'VALIDATION_FAILED'],
      ['limit=lots', 400, 'VALIDATION_FAILED'],
      ['cursor=not-a-cursor', 400, 'INVALID_CURSOR'],
      [`cursor=${forged}&when=past`, 400, 'INVALID_CURSOR'],
      // A past list's cursor does not page the upcoming list.
      [`cursor=${pastCursor}&when=upcoming&city=${city.id}`, 400, 'INVALID_CURSOR'],
      ['city=Atlantis', 404, 'NOT_FOUND'],
    ];
    for (const [query, status, code] of cases) {
      const res = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?${query}`, {
        headers: { 'accept-language': 'uk' },
      });
      expect({ query, status: res.status, code: res.body.error.code }).toEqual({ query, status, code });
    }
    const uk = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?when=soon`, {
      headers: { 'accept-language': 'uk' },
    });
    const en = await getJson(`${server.url}${apiPath(eventsApi.listEvents)}?when=soon`, {
      headers: { 'accept-language': 'en' },
    });
    expect(uk.body.error.message).not.toBe(en.body.error.message);
    expect(uk.body.error.message).toMatch(/[а-яіїє]/i);
  });
});
