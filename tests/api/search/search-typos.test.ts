import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../../server/db/client';
import * as adsApi from '../../../shared/api/ads';
import * as moderationApi from '../../../shared/api/moderation';
import { createAd, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupSearchTestServer, uniqueWord } from '../../support/search-support';

// Typos as search engines count them (issue 19): one edit (a letter inserted, deleted or changed, or
// two neighbours swapped) in words of 5+ letters, two in words of 9+, in either script; found among
// the words of the approved ads (the vocabulary), which follows every change to the ads.

const { server, f } = setupSearchTestServer({ SEARCH_CACHE_SECONDS: '0' });

/** The word with its first two letters swapped: one edit. */
const swapped = (word: string) => `${word.charAt(1)}${word.charAt(0)}${word.slice(2)}`;

describe('typos', () => {
  it('forgive a swapped pair of letters, and a word spelled in the other script', async () => {
    const city = (await f.city()).id;
    const photographer = await f.ad(city, { title: 'Wedding photographer', description: '' });
    const flat = await f.ad(city, { title: 'Квартира подобово', description: '' });
    const kyiv = await f.ad(city, { title: 'Екскурсії', description: '<p>Київ за один день</p>' });
    expect(await f.ids({ q: 'phootgrapher', city })).toEqual([photographer.id]);
    expect(await f.ids({ q: 'Wedding phootgrapher', city })).toEqual([photographer.id]);
    expect(await f.ids({ q: 'kvartira', city })).toEqual([flat.id]);
    expect(await f.ids({ q: 'kyjiv', city })).toEqual([kyiv.id]);
    expect(await f.ids({ q: 'квратира', city })).toEqual([flat.id]);
  });

  it('forgive two edits from nine letters, one from five, none below', async () => {
    const city = (await f.city()).id;
    const fridge = await f.ad(city, { title: 'Refrigerator, almost new', description: '' });
    const garden = await f.ad(city, { title: 'Garden tools', description: '' });
    const sofa = await f.ad(city, { title: 'Sofa bed', description: '' });
    // g→j and a letter dropped: two edits of a 12-letter word.
    expect(await f.ids({ q: 'refrijeratr', city })).toEqual([fridge.id]);
    // Three edits are too many.
    expect(await f.ids({ q: 'refrijerat', city })).toEqual([]);
    // One edit of a 6-letter word is forgiven, two are not.
    expect(await f.ids({ q: 'gadren', city })).toEqual([garden.id]);
    expect(await f.ids({ q: 'gurdon', city })).toEqual([]);
    // A 4-letter word forgives nothing.
    expect(await f.ids({ q: 'sfoa', city })).toEqual([]);
    expect(await f.ids({ q: 'sofa', city })).toEqual([sofa.id]);
  });

  it('never turn a random string of letters into a match', async () => {
    const city = (await f.city()).id;
    for (const title of ['Wedding photographer', 'Квартира в центрі', 'Refrigerator', 'Garden tools'])
      await f.ad(city, { title, description: '<p>Good condition, delivery across Kyiv</p>' });
    for (const q of ['xqzvbwkjhtpl', 'jfkdlsaqwe', 'bvcxz', 'щфзхйцук'])
      expect(await f.ids({ q }), q).toEqual([]);
  });

  it('rank after exact matches, a title above a description', async () => {
    const city = (await f.city()).id;
    const word = uniqueWord();
    const inDescription = await f.ad(city, { title: 'Offer', description: `<p>${swapped(word)}</p>` });
    const inTitle = await f.ad(city, { title: `${swapped(word)} offer`, description: '' });
    const exact = await f.ad(city, { title: 'Another offer', description: `<p>${word}</p>` });
    expect(await f.ids({ q: word, city, sort: 'relevant' })).toEqual([
      exact.id,
      inTitle.id,
      inDescription.id,
    ]);
  });
});

describe('the vocabulary', () => {
  const vocabularyCount = async (word: string) =>
    (await queryRows<{ ads: number }>(f.db, sql`select ads from search_words where word = ${word}`))[0]
      ?.ads ?? 0;

  it('follows rejection, removal and edits: a word stops matching when no approved ad holds it', async () => {
    const city = (await f.city()).id;
    const categoryId = (await f.category('services')).id;
    const owner = await signedInPerson(server());
    const admin = await signedInPerson(server(), 'admin');
    const word = uniqueWord();
    const place = { userId: owner.id, cityId: city, categoryId };
    const first = await createAd(f.db, { ...place, title: `${word} first`, description: '' });
    const second = await createAd(f.db, { ...place, title: `${word} second`, description: '' });
    expect(await vocabularyCount(word)).toBe(2);
    expect((await f.ids({ q: swapped(word), city })).sort()).toEqual([first.id, second.id].sort());

    const rejected = await callApi(server(), moderationApi.moderateAd, {
      params: { id: first.id },
      body: { status: 'rejected', rejection_reason: 'Duplicate' },
      cookie: admin.cookie,
    });
    expect(rejected.status).toBe(200);
    expect(await vocabularyCount(word)).toBe(1);
    expect(await f.ids({ q: swapped(word), city })).toEqual([second.id]);

    expect(
      (await callApi(server(), adsApi.deleteAd, { params: { id: second.id }, cookie: owner.cookie })).status,
    ).toBe(204);
    expect(await vocabularyCount(word)).toBe(0);
    expect(await f.ids({ q: swapped(word), city })).toEqual([]);

    // An owner's edit goes back to moderation: the old words leave, the new ones come on approval.
    const renamed = uniqueWord();
    const third = await createAd(f.db, { ...place, title: `${word} third`, description: '' });
    expect(await f.ids({ q: swapped(word), city })).toEqual([third.id]);
    expect(
      (
        await callApi(server(), adsApi.updateAd, {
          params: { id: third.id },
          body: { title: `${renamed} third` },
          cookie: owner.cookie,
        })
      ).status,
    ).toBe(200);
    expect(await f.ids({ q: swapped(word), city })).toEqual([]);
    expect(await vocabularyCount(renamed)).toBe(0);
    expect(
      (
        await callApi(server(), moderationApi.moderateAd, {
          params: { id: third.id },
          body: { status: 'approved' },
          cookie: admin.cookie,
        })
      ).status,
    ).toBe(200);
    expect(await f.ids({ q: swapped(renamed), city })).toEqual([third.id]);
    expect(await f.ids({ q: swapped(word), city })).toEqual([]);
    expect(await vocabularyCount(word)).toBe(0);
  });
});
