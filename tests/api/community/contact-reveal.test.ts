import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactReveals } from '../../../server/db/schema/contact-reveals';
import * as adsApi from '../../../shared/api/ads';
import * as contactRevealsApi from '../../../shared/api/contact-reveals';
import * as meApi from '../../../shared/api/me';
import * as moderationApi from '../../../shared/api/moderation';
import * as searchApi from '../../../shared/api/search';
import * as trustApi from '../../../shared/api/trust-settings';
import { CONTACT_FIELDS } from '../../../shared/schemas/ads';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { setupTestServer } from '../../support/setup-server';
import type { TestServer } from '../../support/test-server';

// Contact reveal (issue 20): an ad's contact details reach anyone but its owner only through
// POST /ads/{id}/contact, which is logged (one row per person and ad) and capped per day.

const word = `zephyrine${Date.now().toString(36)}`;
const secrets = { email: 'hidden.seller@example.com', telephone: '+1 (813) 555-0177', telegram: 'hidden_tg' };

async function place(server: TestServer) {
  const city = await createCity(server.deps.db);
  const category = await categoryBySlug(server.deps.db, 'vehicles');
  return { cityId: city.id, categoryId: category.id };
}

const shared = setupTestServer(async (server) => {
  const where = await place(server);
  const owner = await signedInPerson(server);
  const ad = await createAd(server.deps.db, {
    userId: owner.id,
    ...where,
    title: `Scooter ${word}`,
    description: `<p>A ${word} scooter</p>`,
    ...secrets,
  });
  return { where, owner, ad, admin: await signedInPerson(server, 'admin') };
});

const revealsOf = (adId: string) =>
  shared.server.deps.db.select().from(contactReveals).where(eq(contactReveals.adId, adId));
const reveal = (adId: string, cookie?: string, lang = 'en') =>
  callApi(shared.server, contactRevealsApi.revealContacts, { params: { id: adId }, cookie, lang });
const expectNoSecrets = (text: string) => {
  for (const value of Object.values(secrets)) expect(text).not.toContain(value);
};

describe('before "Show contacts"', () => {
  it('no answer carries the details to a signed-in person: the ad, the listing, search', async () => {
    const { server, ad, where } = shared;
    const viewer = await signedInPerson(server);
    const detail = await callApi(server, adsApi.getAd, { params: { id: ad.id }, cookie: viewer.cookie });
    expect(detail.status).toBe(200);
    expect(detail.body.user_id).toBe(ad.userId);
    for (const field of [...CONTACT_FIELDS, 'contact_reveals']) expect(detail.body).not.toHaveProperty(field);
    const listing = await callApi(server, adsApi.listAds, {
      query: { city: where.cityId },
      cookie: viewer.cookie,
    });
    const search = await callApi(server, searchApi.searchAds, { query: { q: word }, cookie: viewer.cookie });
    expect(listing.body.items.map((i: { id: string }) => i.id)).toContain(ad.id);
    expect(search.body.items.map((i: { id: string }) => i.id)).toContain(ad.id);
    for (const res of [detail, listing, search]) expectNoSecrets(res.text);
    expect(await revealsOf(ad.id)).toEqual([]);
  });
});

describe('POST /ads/{id}/contact', () => {
  it('answers the details to a signed-in person and logs who and when, once per person', async () => {
    const { server, ad } = shared;
    const viewer = await signedInPerson(server);
    const before = Date.now();
    const first = await reveal(ad.id, viewer.cookie);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject(secrets);
    expect(first.headers.get('cache-control')).toContain('no-store');
    const again = await reveal(ad.id, viewer.cookie);
    expect(again.status).toBe(200);
    const rows = await revealsOf(ad.id);
    expect(rows.filter((r) => r.userId === viewer.id)).toHaveLength(1);
    const row = rows.find((r) => r.userId === viewer.id);
    expect(row?.revealedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('asks a visitor to sign in, and changes nothing', async () => {
    const { ad } = shared;
    const before = (await revealsOf(ad.id)).length;
    const res = await reveal(ad.id, undefined, 'uk');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
    expectNoSecrets(res.text);
    expect(await revealsOf(ad.id)).toHaveLength(before);
  });

  it('is 404 for an ad that is not published, unknown or malformed, with nothing logged', async () => {
    const { server, where, owner } = shared;
    const viewer = await signedInPerson(server);
    const pending = await createAd(server.deps.db, { userId: owner.id, ...where, status: 'pending' });
    for (const id of [pending.id, crypto.randomUUID(), 'not-an-id', "1' or '1'='1"]) {
      const res = await reveal(encodeURIComponent(id), viewer.cookie);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
    const [logged] = await server.deps.db
      .select()
      .from(contactReveals)
      .where(eq(contactReveals.userId, viewer.id));
    expect(logged).toBeUndefined();
  });

  it('gives the owner their own details without counting them', async () => {
    const { ad, owner } = shared;
    const res = await reveal(ad.id, owner.cookie);
    expect(res.status).toBe(200);
    expect((await revealsOf(ad.id)).some((r) => r.userId === owner.id)).toBe(false);
  });

  it('caps distinct ads a day per person (the trust setting), repeats free, 429 with Retry-After in the reader’s language', async () => {
    const { server, where, owner, admin } = shared;
    const set = await callApi(server, trustApi.updateTrustSetting, {
      params: { key: 'contact_reveals_per_day' },
      cookie: admin.cookie,
      body: { value: 2 },
    });
    expect(set.status).toBe(200);
    try {
      const viewer = await signedInPerson(server);
      const ads = await Promise.all(
        [1, 2, 3].map(() => createAd(server.deps.db, { userId: owner.id, ...where })),
      );
      const [a, b, c] = ads.map((x) => x.id) as [string, string, string];
      expect((await reveal(a, viewer.cookie)).status).toBe(200);
      expect((await reveal(b, viewer.cookie)).status).toBe(200);
      expect((await reveal(a, viewer.cookie)).status).toBe(200);
      const refused = await reveal(c, viewer.cookie, 'uk');
      expect(refused.status).toBe(429);
      expect(refused.body.error.code).toBe('CONTACT_REVEAL_LIMITED');
      expect(refused.body.error.message).toMatch(/Спробуйте|через/);
      const retryAfter = Number(refused.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(23 * 3600);
      expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
      expect(refused.text).not.toContain('seller@example.com');
      const logged = await server.deps.db
        .select()
        .from(contactReveals)
        .where(and(eq(contactReveals.userId, viewer.id), eq(contactReveals.adId, c)));
      expect(logged).toEqual([]);
      // Another person has a cap of their own.
      const other = await signedInPerson(server);
      expect((await reveal(c, other.cookie)).status).toBe(200);
    } finally {
      await callApi(server, trustApi.updateTrustSetting, {
        params: { key: 'contact_reveals_per_day' },
        cookie: admin.cookie,
        body: { value: 30 },
      });
    }
  });
});

describe("the owner's count", () => {
  it('says how many people revealed the details, in the ad and in My Ads; never to others', async () => {
    const { server, where, owner } = shared;
    const ad = await createAd(server.deps.db, { userId: owner.id, ...where });
    for (const _ of [1, 2]) {
      const person = await signedInPerson(server);
      await reveal(ad.id, person.cookie);
      await reveal(ad.id, person.cookie);
    }
    const own = await callApi(server, adsApi.getAd, { params: { id: ad.id }, cookie: owner.cookie });
    expect(own.body.contact_reveals).toBe(2);
    const mine = await callApi(server, meApi.listOwnAds, { cookie: owner.cookie });
    expect(mine.body.items.find((i: { id: string }) => i.id === ad.id)?.contact_reveals).toBe(2);
    const stranger = await signedInPerson(server);
    const theirs = await callApi(server, adsApi.getAd, { params: { id: ad.id }, cookie: stranger.cookie });
    expect(theirs.body).not.toHaveProperty('contact_reveals');
  });

  it('admins see the details and the count in /admin only', async () => {
    const { server, ad, admin } = shared;
    const publicView = await callApi(server, adsApi.getAd, { params: { id: ad.id }, cookie: admin.cookie });
    expect(publicView.body).not.toHaveProperty('email');
    const adminView = await callApi(server, moderationApi.getModerationAd, {
      params: { id: ad.id },
      cookie: admin.cookie,
    });
    expect(adminView.status).toBe(200);
    expect(adminView.body).toMatchObject({ ...secrets, contact_reveals: expect.any(Number) });
  });
});
