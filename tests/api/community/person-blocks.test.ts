import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { personBlocks } from '../../../server/db/schema/person-blocks';
import * as adsApi from '../../../shared/api/ads';
import * as blocksApi from '../../../shared/api/blocks';
import * as contactRevealsApi from '../../../shared/api/contact-reveals';
import * as mapApi from '../../../shared/api/map';
import * as ratingsApi from '../../../shared/api/ratings';
import * as searchApi from '../../../shared/api/search';
import { BLOCKED_PEOPLE_MAX } from '../../../shared/constants';
import { categoryBySlug, createAd, createCity, createUser, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupTestServer } from '../../support/setup-server';

// Blocking a person (issue 20): neither sees the other's ads in lists, search, the map and ad pages,
// and neither can reveal the other's contacts or rate the other's ads; unblocking restores it all.

const word = `quillwort${Date.now().toString(36)}`;

const shared = setupTestServer(async (server) => {
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'vehicles');
  const adOf = (userId: string) =>
    createAd(db, {
      userId,
      cityId: city.id,
      categoryId: category.id,
      title: `Bicycle ${word}`,
      description: `<p>A ${word} bicycle</p>`,
      latitude: 27.95,
      longitude: -82.46,
      geocodeStatus: 'ok',
    });
  const alice = await signedInPerson(server);
  const bob = await signedInPerson(server);
  const carol = await signedInPerson(server);
  return { city, alice, bob, carol, ads: { alice: await adOf(alice.id), bob: await adOf(bob.id) } };
});

type Person = { id: string; cookie: string };
const as = (person?: Person) => ({ cookie: person?.cookie });
const block = (id: string, person?: Person) =>
  callApi(shared.server, blocksApi.blockPerson, { params: { id }, ...as(person) });
const unblock = (id: string, person?: Person) =>
  callApi(shared.server, blocksApi.unblockPerson, { params: { id }, ...as(person) });
const blocked = (person: Person) => callApi(shared.server, blocksApi.listBlockedPeople, as(person));
const reveal = (id: string, person?: Person) =>
  callApi(shared.server, contactRevealsApi.revealContacts, { params: { id }, ...as(person) });
const rate = (id: string, person: Person, body: { rating: number; comment?: string }) =>
  callApi(shared.server, ratingsApi.createRating, { params: { id }, body, ...as(person) });
const ids = (res: { body: { items: { id: string }[] } }) => res.body.items.map((i) => i.id);

/** What `person` finds of `adId`: in the listing, search (and its suggestions), the map and the ad's own page. */
async function sightings(person: Person | undefined, adId: string) {
  const { city } = shared;
  const [listing, search, suggestions, map, page] = await Promise.all([
    callApi(shared.server, adsApi.listAds, { query: { city: city.id }, ...as(person) }),
    callApi(shared.server, searchApi.searchAds, { query: { q: word }, ...as(person) }),
    callApi(shared.server, searchApi.suggestAds, { query: { q: word }, ...as(person) }),
    callApi(shared.server, mapApi.listMapAds, { query: { city: city.id }, ...as(person) }),
    callApi(shared.server, adsApi.getAd, { params: { id: adId }, ...as(person) }),
  ]);
  return {
    listing: ids(listing).includes(adId),
    search: ids(search).includes(adId),
    suggestions: ids(suggestions).includes(adId),
    map: ids(map).includes(adId),
    page: page.status,
  };
}
const seen = { listing: true, search: true, suggestions: true, map: true, page: 200 };
const unseen = { listing: false, search: false, suggestions: false, map: false, page: 404 };

describe('blocking a person', () => {
  it('hides each one’s ads from the other everywhere, and from no one else', async () => {
    const { alice, bob, carol, ads } = shared;
    const res = await block(bob.id, alice);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ user_id: bob.id, display_name: expect.any(String) });
    expect(await sightings(alice, ads.bob.id)).toEqual(unseen);
    expect(await sightings(bob, ads.alice.id)).toEqual(unseen);
    expect(await sightings(alice, ads.alice.id)).toEqual(seen);
    expect(await sightings(carol, ads.bob.id)).toEqual(seen);
    expect(await sightings(carol, ads.alice.id)).toEqual(seen);
    // Visitors' answers (and the caches that keep them) are untouched.
    expect(await sightings(undefined, ads.bob.id)).toEqual(seen);
  });

  it('stops both from revealing the other’s contacts and rating the other’s ads', async () => {
    const { alice, bob, carol, ads } = shared;
    for (const [person, ad] of [
      [alice, ads.bob],
      [bob, ads.alice],
    ] as const) {
      const revealed = await reveal(ad.id, person);
      expect(revealed.status).toBe(404);
      expect(revealed.text).not.toContain('seller@example.com');
      const rated = await rate(ad.id, person, { rating: 1, comment: 'spite' });
      expect(rated.status).toBe(404);
    }
    expect((await reveal(ads.bob.id, carol)).status).toBe(200);
  });

  it('is idempotent, listed in the blocker’s profile only, and bounded', async () => {
    const { server, alice, bob } = shared;
    expect((await block(bob.id, alice)).status).toBe(200);
    const rows = await server.deps.db.select().from(personBlocks).where(eq(personBlocks.blockerId, alice.id));
    expect(rows).toHaveLength(1);
    const list = await blocked(alice);
    expect(list.body.items).toEqual([expect.objectContaining({ user_id: bob.id })]);
    expect((await blocked(bob)).body.items).toEqual([]);
  });

  it('refuses oneself, unknown people and visitors, changing nothing', async () => {
    const { server, carol } = shared;
    const self = await block(carol.id, carol);
    expect(self.status).toBe(400);
    expect(self.body.error.code).toBe('CANNOT_BLOCK_SELF');
    expect((await block(crypto.randomUUID(), carol)).status).toBe(404);
    expect((await block('x'.repeat(101), carol)).status).toBe(400);
    const visitor = await block(carol.id);
    expect(visitor.status).toBe(401);
    const rows = await server.deps.db.select().from(personBlocks).where(eq(personBlocks.blockerId, carol.id));
    expect(rows).toEqual([]);
  });

  it(`holds at most ${BLOCKED_PEOPLE_MAX} people per person`, async () => {
    const { server } = shared;
    const { db } = server.deps;
    const dave = await signedInPerson(server);
    const others = await Promise.all(Array.from({ length: BLOCKED_PEOPLE_MAX }, () => createUser(db)));
    await db.insert(personBlocks).values(others.map((o) => ({ blockerId: dave.id, blockedId: o.id })));
    const next = await createUser(db);
    const refused = await block(next.id, dave);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('TOO_MANY_BLOCKS');
    expect(refused.body.error.message).toContain(String(BLOCKED_PEOPLE_MAX));
    // Blocking someone already blocked still answers as before.
    expect((await block(String(others[0]?.id), dave)).status).toBe(200);
  });
});

describe('unblocking', () => {
  it('restores the lists, search, map, ad pages, reveal and rating; twice is harmless', async () => {
    const { alice, bob, ads } = shared;
    expect((await unblock(bob.id, alice)).status).toBe(204);
    expect((await unblock(bob.id, alice)).status).toBe(204);
    expect(await sightings(alice, ads.bob.id)).toEqual(seen);
    expect(await sightings(bob, ads.alice.id)).toEqual(seen);
    expect((await reveal(ads.bob.id, alice)).status).toBe(200);
    expect((await rate(ads.alice.id, bob, { rating: 5 })).status).toBe(201);
    expect((await blocked(alice)).body.items).toEqual([]);
  });

  it('lifts only one’s own block: the blocked person cannot undo it', async () => {
    const { alice, bob, ads } = shared;
    await block(alice.id, bob);
    expect((await unblock(bob.id, alice)).status).toBe(204);
    expect(await sightings(alice, ads.bob.id)).toEqual(unseen);
    expect((await unblock(alice.id, bob)).status).toBe(204);
    expect(await sightings(alice, ads.bob.id)).toEqual(seen);
  });
});
