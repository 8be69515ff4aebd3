import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adImages, advertisements } from '../../../../server/db/schema/ads';
import { account, session, user } from '../../../../server/db/schema/auth';
import { profiles } from '../../../../server/db/schema/profiles';
import { adRatings } from '../../../../server/db/schema/ratings';
import * as adsApi from '../../../../shared/api/ads';
import * as meApi from '../../../../shared/api/me';
import { STORAGE_BUCKET } from '../../../../shared/constants';
import { png, upload } from '../../../support/ad-image-uploads';
import { cookieOf, whoIs } from '../../../support/auth-client';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../../support/factories';
import { callApi } from '../../../support/http';
import type { TestServer } from '../../../support/test-server';
import {
  auditOf,
  PASSWORD,
  signIn,
  startUsersServer,
  uniqueEmail,
  usersApi,
} from '../../../support/users-support';

let server: TestServer;
let admin: { id: string; cookie: string };
let api: ReturnType<typeof usersApi>;
let place: { cityId: string; categoryId: string };

beforeAll(async () => {
  server = await startUsersServer();
  admin = await signedInPerson(server, 'admin');
  api = usersApi(server, admin.cookie);
  const city = await createCity(server.deps.db);
  place = { cityId: city.id, categoryId: (await categoryBySlug(server.deps.db, 'services')).id };
});
afterAll(() => server?.close());

/** A person made through the page's endpoint, signed in, with one approved ad. */
async function signedInSeller(role: 'user' | 'admin' = 'user') {
  const email = uniqueEmail('seller');
  const created = await api.create({ name: `Seller ${email.slice(7, 15)}`, email, password: PASSWORD, role });
  expect(created.status).toBe(201);
  const cookie = cookieOf(await signIn(server, email));
  const ad = await createAd(server.deps.db, { userId: created.body.id, ...place, status: 'approved' });
  return { id: created.body.id as string, email, cookie, ad };
}

const publicIds = async () =>
  (
    (await callApi(server, adsApi.listAds, { query: { city: place.cityId, limit: 100 } })).body.items as {
      id: string;
    }[]
  ).map((ad) => ad.id);
/** The ad's page, as a visitor asks for it. */
const adPage = (id: string) => callApi(server, adsApi.getAd, { params: { id } });

describe('disabling and enabling a person', () => {
  it('ends their sessions at once and hides their ads; enabling brings the ads and sign-in back', async () => {
    const seller = await signedInSeller();
    expect(await whoIs(server, seller.cookie)).toMatchObject({ email: seller.email });
    expect(await publicIds()).toContain(seller.ad.id);

    const disabled = await api.update(seller.id, { disabled: true });
    expect(disabled.status).toBe(200);
    expect(disabled.body).toMatchObject({ id: seller.id, disabled: true });
    expect(await whoIs(server, seller.cookie)).toBeNull();
    expect((await callApi(server, meApi.listOwnAds, { cookie: seller.cookie })).status).toBe(401);
    expect(await server.deps.db.select().from(session).where(eq(session.userId, seller.id))).toEqual([]);
    expect(await publicIds()).not.toContain(seller.ad.id);
    expect((await adPage(seller.ad.id)).status).toBe(404);
    const refused = await signIn(server, seller.email);
    expect(refused.status).toBe(403);
    expect(refused.body.error.code).toBe('ACCOUNT_DISABLED');

    const enabled = await api.update(seller.id, { disabled: false });
    expect(enabled.body).toMatchObject({ disabled: false });
    expect(await publicIds()).toContain(seller.ad.id);
    expect((await adPage(seller.ad.id)).status).toBe(200);
    expect((await signIn(server, seller.email)).status).toBe(200);

    const audit = await auditOf(server, seller.id);
    expect(audit.map((a) => [a.action, a.before, a.after])).toEqual([
      ['user.create', null, expect.anything()],
      ['user.disable', { disabled: false }, { disabled: true }],
      ['user.enable', { disabled: true }, { disabled: false }],
    ]);
  });

  it('disables an admin while another admin is left, who then cannot use the admin pages', async () => {
    const other = await signedInSeller('admin');
    expect((await api.update(other.id, { disabled: true })).status).toBe(200);
    expect((await usersApi(server, other.cookie).list()).status).toBe(401);
    const demoted = await api.update(other.id, { disabled: false, role: 'user' });
    expect(demoted.body).toMatchObject({ role: 'user', disabled: false });
  });
});

describe('an admin and their own account', () => {
  it('cannot disable, demote or delete themselves, but can rename themselves', async () => {
    for (const res of [
      await api.update(admin.id, { disabled: true }),
      await api.update(admin.id, { role: 'user' }),
      await api.update(admin.id, { name: 'Still Me', role: 'user' }),
      await usersApi(server, admin.cookie, 'uk').remove(admin.id),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.error.code).toBe('CANNOT_CHANGE_SELF');
    }
    const [row] = await server.deps.db.select().from(profiles).where(eq(profiles.id, admin.id));
    expect(row).toMatchObject({ role: 'admin', disabled: false });
    expect(await whoIs(server, admin.cookie)).not.toBeNull();
    const renamed = await api.update(admin.id, { name: `Admin ${admin.id.slice(0, 8)}`, role: 'admin' });
    expect(renamed.status).toBe(200);
  });
});

describe('deleting a person', () => {
  it('removes them with their ads, image rows, photo files and ratings; they cannot sign in', async () => {
    const seller = await signedInSeller();
    const second = await createAd(server.deps.db, { userId: seller.id, ...place, status: 'pending' });
    const uploaded = await upload(server, seller.ad.id, seller.cookie, [
      { name: 'a.png', data: await png() },
    ]);
    expect(uploaded.status).toBe(200);
    const folder = (adId: string) => join(server.deps.env.DATA_DIR, 'storage', STORAGE_BUCKET, 'ads', adId);
    expect(existsSync(folder(seller.ad.id))).toBe(true);
    const rater = await signedInSeller();
    await server.deps.db.insert(adRatings).values({ adId: rater.ad.id, userId: seller.id, rating: 4 });
    const adIds = [seller.ad.id, second.id];

    const res = await api.remove(seller.id);
    expect(res.status).toBe(204);
    const { db } = server.deps;
    expect(await db.select().from(user).where(eq(user.id, seller.id))).toEqual([]);
    expect(await db.select().from(profiles).where(eq(profiles.id, seller.id))).toEqual([]);
    expect(await db.select().from(account).where(eq(account.userId, seller.id))).toEqual([]);
    expect(await db.select().from(session).where(eq(session.userId, seller.id))).toEqual([]);
    expect(await db.select().from(advertisements).where(inArray(advertisements.id, adIds))).toEqual([]);
    expect(await db.select().from(adImages).where(inArray(adImages.adId, adIds))).toEqual([]);
    expect(await db.select().from(adRatings).where(eq(adRatings.userId, seller.id))).toEqual([]);
    expect(existsSync(folder(seller.ad.id))).toBe(false);
    expect(await server.deps.storage.list(`ads/${seller.ad.id}/`)).toEqual([]);
    expect(await whoIs(server, seller.cookie)).toBeNull();
    expect((await signIn(server, seller.email)).status).toBe(401);
    // Someone else's ad is untouched.
    expect((await adPage(rater.ad.id)).status).toBe(200);

    const audit = await auditOf(server, seller.id);
    expect(audit.at(-1)).toMatchObject({
      action: 'user.delete',
      actorId: admin.id,
      before: { email: seller.email, role: 'user', ad_count: 2 },
      after: null,
    });
    expect((await api.remove(seller.id)).status).toBe(404);
  });
});
