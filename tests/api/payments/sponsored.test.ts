import { describe, expect, it } from 'vitest';
import type { advertisements } from '../../../server/db/schema/ads';
import { sponsorships } from '../../../server/db/schema/monetization';
import { apiPath } from '../../../shared/api/operation';
import * as sponsoredApi from '../../../shared/api/sponsored';
import { categoryBySlug, createAd, createCity, createUser, signedInPerson } from '../../support/factories';
import { callApi, getJson } from '../../support/http';
import { DAY, HOUR, setupServerWithClock } from '../../support/placement-support';
import { setPlatformSetting } from '../../support/platform-settings-support';

// GET /sponsored (docs/decisions/014): the labelled slot on the home and category pages.
const shared = setupServerWithClock();

async function sponsor(adId: string, startsIn: number, endsIn: number) {
  await shared.server.deps.db
    .insert(sponsorships)
    .values({ adId, startsAt: shared.clock.at(startsIn), endsAt: shared.clock.at(endsIn) });
}

async function town() {
  const { db } = shared.server.deps;
  const city = await createCity(db);
  const owner = await createUser(db);
  const services = await categoryBySlug(db, 'services');
  const pets = await categoryBySlug(db, 'pets');
  const ad = (categoryId: string, fields: Partial<typeof advertisements.$inferInsert> = {}) =>
    createAd(db, { userId: owner.id, cityId: city.id, categoryId, ...fields });
  return { city, services, pets, ad };
}

const idsOf = (res: { body: { items: { id: string }[] } }) => res.body.items.map((a) => a.id).sort();
const sponsored = (query: string) =>
  getJson(`${shared.server.url}${apiPath(sponsoredApi.listSponsoredAds)}?${query}`);

describe('GET /sponsored', () => {
  it('shows only ads whose sponsorship is running now', async () => {
    const { city, services, ad } = await town();
    const running = await ad(services.id);
    const ended = await ad(services.id);
    const future = await ad(services.id);
    const startsNow = await ad(services.id);
    await ad(services.id); // never sponsored
    await sponsor(running.id, -DAY, DAY);
    await sponsor(ended.id, -10 * DAY, -1);
    await sponsor(future.id, HOUR, 10 * DAY);
    await sponsor(startsNow.id, 0, DAY);

    const res = await sponsored(`city=${city.id}`);
    expect(res.status).toBe(200);
    expect(idsOf(res)).toEqual([running.id, startsNow.id].sort());
    // A visitor's items carry no contact fields, like every listing.
    expect(res.body.items[0]).not.toHaveProperty('email');
    expect(res.body.items[0]).toMatchObject({ category: { slug: 'services' }, city: { id: city.id } });
    expect(res.headers.get('cache-control')).toBe('no-store');

    const start = shared.clock.now();
    try {
      shared.clock.set(new Date(start.getTime() + 2 * HOUR));
      expect(idsOf(await sponsored(`city=${city.id}`))).toEqual([running.id, future.id, startsNow.id].sort());
      shared.clock.set(new Date(start.getTime() + 2 * DAY));
      expect(idsOf(await sponsored(`city=${city.id}`))).toEqual([future.id]);
    } finally {
      shared.clock.set(start);
    }
  });

  it('keeps a category page to its own category and the home page to any, at most 3, in turn', async () => {
    const { city, services, pets, ad } = await town();
    const servicesAds = [await ad(services.id), await ad(services.id), await ad(services.id)];
    const petsAds = [await ad(pets.id), await ad(pets.id)];
    for (const a of [...servicesAds, ...petsAds]) await sponsor(a.id, -HOUR, DAY);

    expect(idsOf(await sponsored(`city=${city.id}&category=pets`))).toEqual(petsAds.map((a) => a.id).sort());
    expect(idsOf(await sponsored(`city=${city.slug}&category=${services.id}`))).toEqual(
      servicesAds.map((a) => a.id).sort(),
    );
    const all = new Set([...servicesAds, ...petsAds].map((a) => a.id));
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < all.size; i++) {
      const res = await sponsored(`city=${city.id}`);
      expect(res.body.items).toHaveLength(3);
      for (const id of idsOf(res)) {
        expect(all.has(id)).toBe(true);
        seen.add(id);
      }
    }
    // Five sponsors share a slot of three: each gets its turn.
    expect(seen.size).toBe(all.size);
  });

  it('leaves out ads the public cannot see', async () => {
    const { city, services, ad } = await town();
    const shown = await ad(services.id);
    const pending = await ad(services.id, { status: 'pending' });
    const rejected = await ad(services.id, { status: 'rejected' });
    for (const a of [shown, pending, rejected]) await sponsor(a.id, -HOUR, DAY);
    expect(idsOf(await sponsored(`city=${city.id}`))).toEqual([shown.id]);
  });

  it('gives signed-in people list items too (no contact field), and answers 404 for an unknown place', async () => {
    const { city, services, ad } = await town();
    const shown = await ad(services.id);
    await sponsor(shown.id, -HOUR, DAY);
    const person = await signedInPerson(shared.server);
    const res = await callApi(shared.server, sponsoredApi.listSponsoredAds, {
      query: { city: city.id },
      cookie: person.cookie,
    });
    expect(res.body.items).toEqual([expect.objectContaining({ id: shown.id, title: shown.title })]);
    expect(res.body.items[0]).not.toHaveProperty('email');
    expect((await sponsored('city=no-such-city-anywhere')).status).toBe(404);
    expect((await sponsored(`city=${city.id}&category=no-such-category`)).status).toBe(404);
  });

  it('refuses with FEATURE_DISABLED while sponsorships are not in effect', async () => {
    const { city, services, ad } = await town();
    await sponsor((await ad(services.id)).id, -HOUR, DAY);
    for (const key of ['sponsorships_enabled', 'monetization_enabled'] as const) {
      await setPlatformSetting(shared.server, key, false);
      try {
        const res = await callApi(shared.server, sponsoredApi.listSponsoredAds, {
          query: { city: city.id },
          lang: 'uk',
        });
        expect(res.status).toBe(403);
        expect(res.body.error.code).toBe('FEATURE_DISABLED');
        expect(res.body.error.message).toMatch(/[а-яіїєґ]/i);
      } finally {
        await setPlatformSetting(shared.server, key, true);
      }
    }
    expect((await sponsored(`city=${city.id}`)).body.items).toHaveLength(1);
  });
});
