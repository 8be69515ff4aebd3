import { beforeAll, describe, expect, it } from 'vitest';
import { controlClock, DAY, HOUR } from '../../support/placement-support';
import { type SearchParams, setupSearchTestServer, uniqueWord } from '../../support/search-support';
import { distinct, expectedSearch } from '../../support/sort-support';

// GET /search?sort=: newest first by default (SPEC), most relevant, price low to high and high to
// low; paid matches first in each; pages by cursor; answers cached per order; and the total.
// The answer cache is on, as in production: each order must be an answer of its own.
const { server, f } = setupSearchTestServer({ SEARCH_CACHE_SECONDS: '30' });
let clock: ReturnType<typeof controlClock>;
beforeAll(() => {
  clock = controlClock(server());
});

const SORTS = ['newest', 'price_asc', 'price_desc'] as const;

/** Ads whose titles all hold `word` once (one rank), with prices, payments and dates that order them differently. */
async function matches(word: string) {
  const city = (await f.city()).id;
  const prices = [300, null, 15, 15, 990, 0, null, 42.5, 120];
  const ads = [];
  for (const [i, price] of prices.entries()) {
    const paid = i === 2 || i === 6 || i === 7;
    ads.push(
      await f.ad(city, {
        title: `${word} number ${i}`,
        price,
        createdAt: clock.at(-(i + 1) * DAY),
        isPaid: paid || i === 4,
        paidUntil: paid ? clock.at(DAY) : i === 4 ? clock.at(-HOUR) : null,
        boostedAt: i === 8 ? clock.at(-HOUR) : null,
      }),
    );
  }
  return { city, ads };
}

/** Every page of a search, `limit` at a time. */
async function walk(params: SearchParams, limit: number): Promise<string[]> {
  const ids: string[] = [];
  let cursor: string | undefined;
  for (let pages = 0; pages < 50; pages++) {
    const res = await f.search({ ...params, limit, cursor });
    expect(res.status, res.text).toBe(200);
    ids.push(...res.body.items.map((ad: { id: string }) => ad.id));
    cursor = res.body.nextCursor ?? undefined;
    if (!cursor) return ids;
  }
  throw new Error('paging did not end');
}

describe('GET /search?sort=', () => {
  it('orders by each sort with paid matches first, newest by default, through pages without repeats or gaps', async () => {
    const word = uniqueWord();
    const { city, ads } = await matches(word);
    for (const sort of SORTS) {
      const expected = expectedSearch(ads, clock.now(), sort);
      for (const limit of [2, 50]) {
        const walked = await walk({ q: word, city, sort }, limit);
        expect(distinct(walked), `${sort} ${limit}`).toBe(true);
        expect(walked, `${sort} ${limit}`).toEqual(expected);
      }
    }
    expect(await f.ids({ q: word, city })).toEqual(expectedSearch(ads, clock.now(), 'newest'));
    const cheapest = await f.search({ q: word, city, sort: 'price_asc', limit: 50 });
    expect(cheapest.body.items.map((ad: { price: number | null }) => ad.price)).toEqual([
      15,
      42.5,
      null,
      0,
      15,
      120,
      300,
      990,
      null,
    ]);
  });

  it('ranks by relevance when asked: the title above the description, where newest puts the fresher first', async () => {
    const word = uniqueWord();
    const city = (await f.city()).id;
    const inDescription = await f.ad(city, {
      title: 'Offer',
      description: `<p>${word}</p>`,
      createdAt: clock.at(-HOUR),
    });
    const inTitle = await f.ad(city, { title: `${word} offer`, createdAt: clock.at(-3 * DAY) });
    expect(await f.ids({ q: word, city, sort: 'relevant' })).toEqual([inTitle.id, inDescription.id]);
    expect(await f.ids({ q: word, city, sort: 'newest' })).toEqual([inDescription.id, inTitle.id]);
  });

  it('puts looser matches after whole-word ones in every order', async () => {
    const word = uniqueWord();
    const city = (await f.city()).id;
    const whole = await f.ad(city, { title: `${word} whole`, price: 900, createdAt: clock.at(-5 * DAY) });
    const inside = await f.ad(city, { title: `pre${word}`, price: 1, createdAt: clock.at(-HOUR) });
    for (const sort of [...SORTS, 'relevant']) {
      expect(await f.ids({ q: word, city, sort }), sort).toEqual([whole.id, inside.id]);
    }
  });

  it('keeps one answer per order in the cache, and refuses a page link of another order', async () => {
    const word = uniqueWord();
    const city = (await f.city()).id;
    const cheap = await f.ad(city, { title: `${word} cheap`, price: 5, createdAt: clock.at(-2 * DAY) });
    const dear = await f.ad(city, { title: `${word} dear`, price: 500, createdAt: clock.at(-DAY) });
    expect(await f.ids({ q: word, city, sort: 'newest' })).toEqual([dear.id, cheap.id]);
    expect(await f.ids({ q: word, city, sort: 'price_asc' })).toEqual([cheap.id, dear.id]);
    expect(await f.ids({ q: word, city, sort: 'price_desc' })).toEqual([dear.id, cheap.id]);
    expect(await f.ids({ q: word, city, sort: 'price_asc' })).toEqual([cheap.id, dear.id]);

    const first = await f.search({ q: word, city, sort: 'price_asc', limit: 1 });
    const other = await f.search({ q: word, city, sort: 'newest', limit: 1, cursor: first.body.nextCursor });
    expect(other.status).toBe(400);
    expect(other.body.error.code).toBe('INVALID_CURSOR');
  });

  it('refuses an unknown sort with a localised 400 naming the field', async () => {
    for (const [lang, message] of [
      ['en', 'Sort by one of: newest, most relevant, price low to high, price high to low'],
      [
        'uk',
        'Сортування: спершу нові, за релевантністю, від дешевших до дорожчих або від дорожчих до дешевших',
      ],
    ] as const) {
      for (const sort of ['cheapest', 'NEWEST', '']) {
        const res = await f.search({ q: 'anything', sort }, lang);
        expect(res.status, sort).toBe(400);
        expect(res.body.error.code).toBe('VALIDATION_FAILED');
        expect(res.body.error.fields).toEqual({ sort: message });
      }
    }
  });
});

describe('the total', () => {
  it('counts the matches exactly, on every page and in every order', async () => {
    const word = uniqueWord();
    const { city, ads } = await matches(word);
    await f.ad(city, { title: `${word} waiting`, status: 'pending' });
    for (const sort of [...SORTS, 'relevant']) {
      const first = await f.search({ q: word, city, sort, limit: 4 });
      expect(first.body.total, sort).toEqual({ count: ads.length, exact: true });
      const next = await f.search({ q: word, city, sort, limit: 4, cursor: first.body.nextCursor });
      expect(next.body.total, sort).toEqual({ count: ads.length, exact: true });
    }
    expect((await f.search({ q: uniqueWord(), city })).body.total).toEqual({ count: 0, exact: true });
  });

  it('counts looser matches once a page has included them', async () => {
    const word = uniqueWord();
    const city = (await f.city()).id;
    const createdAt = clock.at(-HOUR);
    for (const n of [1, 2, 3]) await f.ad(city, { title: `${word} ${n}`, createdAt });
    // Found only inside a word: whole words filled the first page, the second needed it.
    const inside = await f.ad(city, { title: `pre${word}`, createdAt });
    const first = await f.search({ q: word, city, limit: 2 });
    expect(first.body.total).toEqual({ count: 3, exact: true });
    const second = await f.search({ q: word, city, limit: 2, cursor: first.body.nextCursor });
    expect(second.body.items.at(-1).id).toBe(inside.id);
    expect(second.body.total).toEqual({ count: 4, exact: true });
  });
});
