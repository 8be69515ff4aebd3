import { describe, expect, it } from 'vitest';
import { setupSearchTestServer, uniqueWord } from '../../support/search-support';

// Search filters, alone and together, and the 400s for values that are not valid.

// A zone 14 hours ahead of UTC, with no daylight saving: "today" visibly is not UTC's day.
const ZONE = 'Pacific/Kiritimati';
const ZONE_OFFSET_MS = 14 * 3_600_000;

const { f } = setupSearchTestServer({ SEARCH_CACHE_SECONDS: '0', SITE_TIME_ZONE: ZONE });

const sorted = (ids: string[]) => [...ids].sort();

/** Local midnight in ZONE as an instant. */
function localMidnight(now = Date.now()): number {
  const local = new Date(now + ZONE_OFFSET_MS);
  return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) - ZONE_OFFSET_MS;
}

describe('filters', () => {
  it('narrows to categories and cities given by slug, id or name, one or several', async () => {
    const [a, b, other] = [await f.city(), await f.city(), await f.city()];
    const vehicles = await f.category('vehicles');
    const realEstate = await f.category('real-estate');
    const word = uniqueWord();
    const car = await f.ad(a.id, { title: `${word} car`, categoryId: vehicles.id });
    const flat = await f.ad(a.id, { title: `${word} flat`, categoryId: realEstate.id });
    const service = await f.ad(b.id, { title: `${word} service` });
    const elsewhere = await f.ad(other.id, { title: `${word} elsewhere`, categoryId: vehicles.id });
    const mine = `${a.slug},${b.id}`;
    expect(sorted(await f.ids({ q: word, city: mine }))).toEqual(sorted([car.id, flat.id, service.id]));
    expect(await f.ids({ q: word, city: b.name })).toEqual([service.id]);
    expect(sorted(await f.ids({ q: word, category: 'vehicles' }))).toEqual(sorted([car.id, elsewhere.id]));
    expect(sorted(await f.ids({ q: word, city: mine, category: `vehicles, ${realEstate.id}` }))).toEqual(
      sorted([car.id, flat.id]),
    );
    expect(await f.ids({ q: word, city: a.slug, category: 'services' })).toEqual([]);
  });

  it('keeps prices within the range; a price bound leaves out ads without a price', async () => {
    const city = (await f.city()).id;
    const word = uniqueWord();
    const [cheap, middle, dear, free] = [
      await f.ad(city, { title: `${word} 50`, price: 50 }),
      await f.ad(city, { title: `${word} 150`, price: 150 }),
      await f.ad(city, { title: `${word} 300`, price: 300 }),
      await f.ad(city, { title: `${word} none`, price: null }),
    ];
    expect(sorted(await f.ids({ q: word, city }))).toEqual(sorted([cheap.id, middle.id, dear.id, free.id]));
    expect(sorted(await f.ids({ q: word, city, min_price: 100 }))).toEqual(sorted([middle.id, dear.id]));
    expect(sorted(await f.ids({ q: word, city, max_price: 150 }))).toEqual(sorted([cheap.id, middle.id]));
    expect(await f.ids({ q: word, city, min_price: '100', max_price: '200.5' })).toEqual([middle.id]);
    expect(sorted(await f.ids({ q: word, city, min_price: 0 }))).toEqual(
      sorted([cheap.id, middle.id, dear.id]),
    );
    expect(await f.ids({ q: word, city, min_price: 150, max_price: 150 })).toEqual([middle.id]);
    // An empty bound is no bound (a form's empty field).
    expect((await f.ids({ q: word, city, min_price: '', max_price: '' })).length).toBe(4);
  });

  it('reads "date posted" as since local midnight, the last 7 or 30 days, or all time', async () => {
    const city = (await f.city()).id;
    const word = uniqueWord();
    const now = Date.now();
    const midnight = localMidnight(now);
    const at = (ms: number) => ({ createdAt: new Date(ms) });
    const today = await f.ad(city, { title: `${word} today`, ...at(midnight + (now - midnight) / 2) });
    const lateYesterday = await f.ad(city, { title: `${word} yesterday`, ...at(midnight - 60_000) });
    const sixDays = await f.ad(city, { title: `${word} six`, ...at(now - 6 * 86_400_000) });
    const tenDays = await f.ad(city, { title: `${word} ten`, ...at(now - 10 * 86_400_000) });
    const old = await f.ad(city, { title: `${word} old`, ...at(now - 40 * 86_400_000) });
    expect(await f.ids({ q: word, city, posted: 'today' })).toEqual([today.id]);
    expect(await f.ids({ q: word, city, posted: '7d' })).toEqual([today.id, lateYesterday.id, sixDays.id]);
    expect(await f.ids({ q: word, city, posted: '30d' })).toEqual([
      today.id,
      lateYesterday.id,
      sixDays.id,
      tenDays.id,
    ]);
    const all = [today.id, lateYesterday.id, sixDays.id, tenDays.id, old.id];
    expect(await f.ids({ q: word, city, posted: 'all' })).toEqual(all);
    expect(await f.ids({ q: word, city })).toEqual(all);
  });

  it('keeps only ads with a photo, or only events, when asked', async () => {
    const city = (await f.city()).id;
    const word = uniqueWord();
    const plain = await f.ad(city, { title: `${word} plain` });
    const pictured = await f.ad(city, { title: `${word} pictured` });
    await f.givePhoto(pictured.id);
    const event = await f.ad(city, {
      title: `${word} event`,
      isEvent: true,
      eventDate: new Date(Date.now() + 86_400_000),
    });
    expect(await f.ids({ q: word, city, with_images: true })).toEqual([pictured.id]);
    expect(await f.ids({ q: word, city, events_only: true })).toEqual([event.id]);
    expect(sorted(await f.ids({ q: word, city, with_images: false, events_only: false }))).toEqual(
      sorted([plain.id, pictured.id, event.id]),
    );
  });

  it('applies every filter at once', async () => {
    const [a, b] = [await f.city(), await f.city()];
    const vehicles = await f.category('vehicles');
    const word = uniqueWord();
    const match = {
      title: `${word} show`,
      categoryId: vehicles.id,
      price: 20,
      isEvent: true,
      eventDate: new Date(),
    };
    const hit = await f.ad(a.id, match);
    await f.givePhoto(hit.id);
    const misses = [
      await f.ad(a.id, { ...match, categoryId: (await f.category('services')).id }),
      await f.ad(a.id, { ...match, price: 500 }),
      await f.ad(a.id, { ...match, isEvent: false }),
      await f.ad(a.id, { ...match, createdAt: new Date(Date.now() - 9 * 86_400_000) }),
      await f.ad(a.id, match),
    ];
    for (const miss of misses.slice(0, 4)) await f.givePhoto(miss.id);
    const otherCity = await f.ad(b.id, match);
    await f.givePhoto(otherCity.id);
    const all = { q: word, city: a.slug, category: 'vehicles', min_price: 10, max_price: 30, posted: '7d' };
    expect(await f.ids({ ...all, with_images: true, events_only: true })).toEqual([hit.id]);
    expect(sorted(await f.ids({ ...all, events_only: true }))).toEqual(sorted([hit.id, misses[4]?.id ?? '']));
  });
});

describe('refusals', () => {
  const refused = async (params: Record<string, string | number>, lang = 'en') => {
    const res = await f.search(params, lang);
    expect(res.status, JSON.stringify(params)).toBe(400);
    expect(res.body.error.code).toBe('VALIDATION_FAILED');
    return res.body.error as { message: string; fields: Record<string, string> };
  };

  it('names the field whose value is not valid, in the caller’s language', async () => {
    expect((await refused({ q: 'x', city: 'Atlantis-nowhere' })).fields).toEqual({
      city: 'Unknown city: choose one from the list',
    });
    expect((await refused({ q: 'x', city: 'Atlantis-nowhere' }, 'uk')).message).toBe(
      'Невідоме місто: виберіть його зі списку',
    );
    expect((await refused({ q: 'x', category: 'vehicles,unicorns' })).fields).toEqual({
      category: 'Unknown category: choose one from the list',
    });
    expect((await refused({ q: 'x', city: Array(51).fill('tampa').join(',') })).fields).toHaveProperty(
      'city',
    );
    expect((await refused({ q: 'x', min_price: 'cheap' })).message).toBe(
      'Minimum price must be a number of 0 or more',
    );
    expect((await refused({ q: 'x', max_price: '-5' })).fields).toEqual({
      max_price: 'Maximum price must be a number of 0 or more',
    });
    expect((await refused({ q: 'x', min_price: 300, max_price: 100 })).fields).toEqual({
      max_price: 'Maximum price must not be below the minimum price',
    });
    expect((await refused({ q: 'x', posted: 'yesterday' })).fields).toHaveProperty('posted');
    expect((await refused({ q: 'x', with_images: 'yes' })).fields).toHaveProperty('with_images');
    expect((await refused({ q: 'x', events_only: '1' })).fields).toHaveProperty('events_only');
    for (const limit of ['0', '51', 'many', '2.5'])
      expect((await refused({ q: 'x', limit })).fields).toHaveProperty('limit');
  });

  it('needs search text of 1 to 200 characters after trimming', async () => {
    expect((await refused({})).message).toBe('Enter something to search for');
    expect((await refused({ q: '   ' })).message).toBe('Enter something to search for');
    expect((await refused({ q: '   ' }, 'uk')).message).toBe('Введіть, що шукати');
    expect((await refused({ q: 'x'.repeat(201) })).fields).toEqual({
      q: 'The search text is too long (at most 200 characters)',
    });
    const padded = await f.search({ q: ` ${'x'.repeat(200)} ` });
    expect(padded.status).toBe(200);
  });

  it('answers text without words with no results', async () => {
    const res = await f.search({ q: '!!! ... ---' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ items: [], nextCursor: null });
  });
});
