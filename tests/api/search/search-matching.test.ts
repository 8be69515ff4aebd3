import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../../server/db/schema/profiles';
import * as searchApi from '../../../shared/api/search';
import { createUser } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupSearchTestServer, uniqueWord } from '../../support/search-support';

// What a search finds (words, parts of words, typos, both scripts) and in which order.

const { server, f } = setupSearchTestServer({ SEARCH_CACHE_SECONDS: '0' });

const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);

describe('matching', () => {
  it('finds whole words and word starts in title and description, in any case, ignoring markup', async () => {
    const city = (await f.city()).id;
    const bicycle = await f.ad(city, {
      title: 'Bicycle for sale',
      description: '<p>Good <strong>condition</strong>, new tyres</p>',
    });
    const honey = await f.ad(city, { title: 'Fresh honey', description: '<p><em>Local</em> wildflower</p>' });
    expect(await f.ids({ q: 'BICYCLE', city })).toEqual([bicycle.id]);
    expect(await f.ids({ q: 'bicy', city })).toEqual([bicycle.id]);
    expect(await f.ids({ q: 'bi', city })).toEqual([bicycle.id]);
    expect(await f.ids({ q: 'Condition tyres', city })).toEqual([bicycle.id]);
    expect(await f.ids({ q: '  local   WILDFLOWER ', city })).toEqual([honey.id]);
    // Every word must match somewhere.
    expect(await f.ids({ q: 'bicycle honey', city })).toEqual([]);
    // Tags are not text.
    expect(await f.ids({ q: 'strong', city })).toEqual([]);
    expect(await f.ids({ q: 'em', city })).toEqual([]);
  });

  it('finds parts of words of 3 letters or more; shorter ones only as word starts', async () => {
    const city = (await f.city()).id;
    const bicycle = await f.ad(city, { title: 'Bicycle for sale', description: '' });
    expect(await f.ids({ q: 'cycle', city })).toEqual([bicycle.id]);
    expect(await f.ids({ q: 'icy', city })).toEqual([bicycle.id]);
    expect(await f.ids({ q: 'cy', city })).toEqual([]);
  });

  it('forgives small typos in longer words, without finding everything for a short word', async () => {
    const city = (await f.city()).id;
    const flat = await f.ad(city, { title: 'Квартира в центрі', description: '<p>Дві кімнати</p>' });
    const apartment = await f.ad(city, { title: 'Spacious apartment downtown', description: '' });
    await f.ad(city, { title: 'Fresh honey', description: '' });
    const cat = await f.ad(city, { title: 'Cat needs a home', description: '' });
    const carpet = await f.ad(city, { title: 'Carpet cleaning', description: '' });
    const oscar = await f.ad(city, { title: 'Oscar statue replica', description: '' });
    expect(await f.ids({ q: 'kvartira', city })).toEqual([flat.id]);
    expect(await f.ids({ q: 'квартра', city })).toEqual([flat.id]);
    expect(await f.ids({ q: 'aprtment', city })).toEqual([apartment.id]);
    expect(await f.ids({ q: 'honda', city })).toEqual([]);
    expect((await f.ids({ q: 'car', city })).sort()).toEqual([carpet.id, oscar.id].sort());
    expect(await f.ids({ q: 'car', city })).not.toContain(cat.id);
    // Typos start at five letters.
    expect(await f.ids({ q: 'hony', city })).toEqual([]);
  });

  it('finds Cyrillic and Latin spellings of the same word from either side', async () => {
    const city = (await f.city()).id;
    const cyrillic = await f.ad(city, {
      title: 'Квартира на Оболоні',
      description: '<p>Київ, метро поруч</p>',
    });
    const latin = await f.ad(city, { title: 'Kvartyra for rent', description: '<p>Near Kyiv center</p>' });
    const both = [cyrillic.id, latin.id].sort();
    expect((await f.ids({ q: 'kvartyra', city })).sort()).toEqual(both);
    expect((await f.ids({ q: 'КВАРТИРА', city })).sort()).toEqual(both);
    expect((await f.ids({ q: 'Kyiv', city })).sort()).toEqual(both);
    expect((await f.ids({ q: 'київ', city })).sort()).toEqual(both);
    expect(await f.ids({ q: 'оболонь', city })).toEqual([cyrillic.id]);
    expect(await f.ids({ q: 'obolon', city })).toEqual([cyrillic.id]);
  });

  it('finds only approved ads of owners who are not disabled', async () => {
    const city = (await f.city()).id;
    const word = uniqueWord();
    const approved = await f.ad(city, { title: `Approved ${word}` });
    await f.ad(city, { title: `Pending ${word}`, status: 'pending' });
    await f.ad(city, { title: `Rejected ${word}`, status: 'rejected' });
    const owner = await createUser(f.db);
    const hidden = await f.ad(city, { title: `Disabled owner ${word}`, userId: owner.id });
    expect((await f.ids({ q: word })).sort()).toEqual([approved.id, hidden.id].sort());
    await f.db.update(profiles).set({ disabled: true }).where(eq(profiles.id, owner.id));
    expect(await f.ids({ q: word })).toEqual([approved.id]);
  });
});

describe('what a result holds', () => {
  it('is the listing’s item: no description and no contact field, signed in or not', async () => {
    const city = (await f.city()).id;
    const word = uniqueWord();
    const ad = await f.ad(city, { title: `${word} with contacts` });
    const visitor = await callApi(server(), searchApi.searchAds, { query: { q: word } });
    expect(visitor.status).toBe(200);
    expect(visitor.body.items).toHaveLength(1);
    const [seen] = visitor.body.items;
    // The factory's one image row is the placeholder: no photo to show.
    expect(seen).toMatchObject({ id: ad.id, city: { id: city }, average_rating: 0, image: null });
    const member = await f.search({ q: word });
    expect(member.body.items[0]).toEqual(seen);
    for (const item of [seen, member.body.items[0]]) {
      expect(item).not.toHaveProperty('email');
      expect(item).not.toHaveProperty('telephone');
      expect(item).not.toHaveProperty('description');
    }
  });
});

describe('order', () => {
  it('by relevance: puts ads paid now first, then the better match, then the newest; an expired payment counts for nothing', async () => {
    const city = (await f.city()).id;
    const word = uniqueWord();
    const inDescription = await f.ad(city, {
      title: 'Offer',
      description: `<p>${word}</p>`,
      createdAt: daysAgo(1),
    });
    const expired = await f.ad(city, {
      title: `${word} expired`,
      isPaid: true,
      paidUntil: daysAgo(1),
      createdAt: daysAgo(5),
    });
    const newer = await f.ad(city, { title: `${word} newer`, createdAt: daysAgo(2) });
    const paid = await f.ad(city, {
      title: 'Paid offer',
      description: `<p>${word}</p>`,
      isPaid: true,
      paidUntil: new Date(Date.now() + 86_400_000),
      createdAt: daysAgo(30),
    });
    const res = await f.search({ q: word, city, sort: 'relevant' });
    expect(res.body.items.map((ad: { id: string }) => ad.id)).toEqual([
      paid.id,
      newer.id,
      expired.id,
      inDescription.id,
    ]);
    expect(res.body.items.map((ad: { is_paid: boolean }) => ad.is_paid)).toEqual([true, false, false, false]);
  });
});

describe('looser matches', () => {
  it('come after every whole-word match, paid or not, and pages neither repeat nor skip', async () => {
    const city = (await f.city()).id;
    const word = uniqueWord();
    const exact = [];
    for (let i = 1; i <= 3; i += 1)
      exact.push((await f.ad(city, { title: `${word} ${i}`, createdAt: daysAgo(i) })).id);
    // Only inside a word: found through the trigram step, ranked after the exact ones though paid.
    const inside = await f.ad(city, {
      title: `pre${word}`,
      isPaid: true,
      paidUntil: new Date(Date.now() + 86_400_000),
      createdAt: daysAgo(10),
    });
    const first = await f.search({ q: word, city, limit: 2 });
    expect(first.body.items.map((ad: { id: string }) => ad.id)).toEqual(exact.slice(0, 2));
    const second = await f.search({ q: word, city, limit: 2, cursor: first.body.nextCursor });
    expect(second.body.items.map((ad: { id: string }) => ad.id)).toEqual([exact[2], inside.id]);
    expect(second.body.items[1].is_paid).toBe(true);
    expect(second.body.nextCursor).toBeNull();
  });
});

describe('pages', () => {
  it('continues with the cursor without repeats until nextCursor is null', async () => {
    const city = (await f.city()).id;
    const word = uniqueWord();
    const made = [];
    for (let i = 0; i < 7; i += 1)
      made.push((await f.ad(city, { title: `${word} ${i}`, createdAt: daysAgo(i) })).id);
    const seen: string[] = [];
    let cursor: string | undefined;
    const sizes: number[] = [];
    do {
      const res = await f.search({ q: word, limit: 3, cursor });
      expect(res.status).toBe(200);
      sizes.push(res.body.items.length);
      seen.push(...res.body.items.map((ad: { id: string }) => ad.id));
      cursor = res.body.nextCursor ?? undefined;
    } while (cursor);
    expect(sizes).toEqual([3, 3, 1]);
    expect(seen).toEqual(made);
  });

  it('goes at most 500 results deep', async () => {
    const cursor = (o: number) =>
      Buffer.from(JSON.stringify({ t: new Date().toISOString(), o })).toString('base64url');
    const last = await f.search({ q: 'anything', cursor: cursor(500) });
    expect(last.status).toBe(200);
    expect(last.body).toMatchObject({ items: [], nextCursor: null });
    expect((await f.search({ q: 'anything', cursor: cursor(501) })).status).toBe(400);
  });

  it('refuses a cursor it did not make', async () => {
    for (const cursor of ['nonsense', Buffer.from('{"t":"x","o":3}').toString('base64url'), 'e30']) {
      const res = await f.search({ q: 'anything', cursor });
      expect(res.status, cursor).toBe(400);
      expect(res.body.error).toEqual({
        code: 'INVALID_CURSOR',
        message: 'The page link is not valid; start from the first page',
      });
    }
  });
});
