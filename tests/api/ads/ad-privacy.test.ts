import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import * as adsApi from '../../../shared/api/ads';
import * as meApi from '../../../shared/api/me';
import { API_PREFIX, apiPath } from '../../../shared/api/operation';
import { CONTACT_FIELDS } from '../../../shared/schemas/ads';
import { categoryBySlug, createAd, createCity, createUser, sessionCookie } from '../../support/factories';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let ad: Awaited<ReturnType<typeof createAd>>;
let pending: Awaited<ReturnType<typeof createAd>>;
let cookies: { owner: string; stranger: string; admin: string };
const contactValues = [
  'private.seller@example.com',
  '+1 (727) 555-0199',
  '77 Secret Ave',
  'secret_tg_handle',
];

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'vehicles');
  const owner = await createUser(db);
  const stranger = await createUser(db);
  const admin = await createUser(db, { role: 'admin' });
  const contact = {
    email: contactValues[0],
    telephone: contactValues[1],
    address: contactValues[2],
    telegram: contactValues[3],
  };
  const base = { userId: owner.id, cityId: city.id, categoryId: category.id, ...contact };
  ad = await createAd(db, base);
  pending = await createAd(db, { ...base, status: 'pending' });
  cookies = {
    owner: await sessionCookie(db, server.secret, owner.id),
    stranger: await sessionCookie(db, server.secret, stranger.id),
    admin: await sessionCookie(db, server.secret, admin.id),
  };
});
afterAll(() => server?.close());

describe('contact details', () => {
  it('never reach a visitor, in lists or in the detail', async () => {
    const list = await getJson(`${server.url}${apiPath(adsApi.listAds, { query: { city: ad.cityId } })}`);
    const detail = await getJson(`${server.url}${apiPath(adsApi.getAd, { params: { id: ad.id } })}`);
    for (const res of [list, detail]) {
      expect(res.status).toBe(200);
      for (const value of contactValues) expect(res.text).not.toContain(value);
    }
    for (const field of [...CONTACT_FIELDS, 'user_id']) {
      expect(detail.body).not.toHaveProperty(field);
      expect(list.body.items[0]).not.toHaveProperty(field);
    }
    expect(detail.body).toMatchObject({ id: ad.id, average_rating: 0, total_ratings: 0 });
    expect(detail.body.user_display_name).not.toBe('');
  });

  it('come with the ad to its owner only: another signed-in person reveals them (contact-reveal.test.ts)', async () => {
    const own = await getJson(`${server.url}${apiPath(adsApi.getAd, { params: { id: ad.id } })}`, {
      headers: { cookie: cookies.owner },
    });
    expect(own.body).toMatchObject({
      email: contactValues[0],
      telephone: contactValues[1],
      telegram: contactValues[3],
      contact_reveals: 0,
    });
    const other = await getJson(`${server.url}${apiPath(adsApi.getAd, { params: { id: ad.id } })}`, {
      headers: { cookie: cookies.stranger },
    });
    expect(other.body.user_id).toBe(ad.userId);
    for (const value of contactValues) expect(other.text).not.toContain(value);
    for (const field of [...CONTACT_FIELDS, 'contact_reveals']) expect(other.body).not.toHaveProperty(field);
  });
});

describe('geocode status', () => {
  it("is its owner's and admins' to see: 'failed to geocode' tells them the ad is off the map", async () => {
    const { db } = server.deps;
    await db.update(advertisements).set({ geocodeStatus: 'failed' }).where(eq(advertisements.id, ad.id));
    const as = (cookie?: string) =>
      getJson(
        `${server.url}${apiPath(adsApi.getAd, { params: { id: ad.id } })}`,
        cookie ? { headers: { cookie } } : {},
      );
    expect((await as(cookies.owner)).body.geocode_status).toBe('failed');
    expect((await as(cookies.admin)).body.geocode_status).toBe('failed');
    expect((await as(cookies.stranger)).body.geocode_status).toBeNull();
    expect((await as()).body).not.toHaveProperty('geocode_status');
  });
});

describe(`${adsApi.getAd.method.toUpperCase()} ${API_PREFIX}${adsApi.getAd.path}`, () => {
  it('shows a pending ad only to its owner and admins', async () => {
    const url = `${server.url}${apiPath(adsApi.getAd, { params: { id: pending.id } })}`;
    expect((await getJson(url)).status).toBe(404);
    expect((await getJson(url, { headers: { cookie: cookies.stranger } })).status).toBe(404);
    expect((await getJson(url, { headers: { cookie: cookies.owner } })).body.status).toBe('pending');
    expect((await getJson(url, { headers: { cookie: cookies.admin } })).body.status).toBe('pending');
  });

  it('answers unknown and malformed ids with a JSON 404', async () => {
    for (const id of [crypto.randomUUID(), 'not-a-uuid', "1' or '1'='1", '%00']) {
      const res = await getJson(`${server.url}${apiPath(adsApi.getAd, { params: { id } })}`);
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe('NOT_FOUND');
    }
  });
});

describe(`${meApi.getMe.method.toUpperCase()} ${API_PREFIX}${meApi.getMe.path}`, () => {
  it('is null for a visitor and carries profile name and role when signed in', async () => {
    expect((await getJson(`${server.url}${apiPath(meApi.getMe)}`)).body).toEqual({ user: null });
    const admin = await getJson(`${server.url}${apiPath(meApi.getMe)}`, {
      headers: { cookie: cookies.admin },
    });
    expect(admin.body.user).toMatchObject({ role: 'admin', email: expect.stringContaining('@') });
    const user = await getJson(`${server.url}${apiPath(meApi.getMe)}`, {
      headers: { cookie: cookies.stranger },
    });
    expect(user.body.user.role).toBe('user');
    expect(admin.headers.get('cache-control')).toContain('no-store');
  });

  it('ignores a forged session cookie', async () => {
    const forged = cookies.admin.replace(/\.[^.]*$/, '.forgedsignature');
    expect(
      (await getJson(`${server.url}${apiPath(meApi.getMe)}`, { headers: { cookie: forged } })).body,
    ).toEqual({
      user: null,
    });
  });
});
