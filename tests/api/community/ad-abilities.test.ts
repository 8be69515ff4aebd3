import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as adsApi from '../../../shared/api/ads';
import * as meApi from '../../../shared/api/me';
import type { AdAbilities } from '../../../shared/schemas/abilities';
import { categoryBySlug, createAd, createCity, signedInPerson } from '../../support/factories';
import { callApi } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

let server: TestServer;
let adId: string;
let cookies: { owner: string; member: string; admin: string };

beforeAll(async () => {
  server = await startTestServer();
  const { db } = server.deps;
  const city = await createCity(db);
  const category = await categoryBySlug(db, 'vehicles');
  const owner = await signedInPerson(server);
  const member = await signedInPerson(server);
  const admin = await signedInPerson(server, 'admin');
  // Approved and a day from its expiry: inside every renewal window, so it may be renewed.
  const expiresAt = new Date(Date.now() + 24 * 3600_000);
  ({ id: adId } = await createAd(db, {
    userId: owner.id,
    cityId: city.id,
    categoryId: category.id,
    expiresAt,
  }));
  cookies = { owner: owner.cookie, member: member.cookie, admin: admin.cookie };
});
afterAll(() => server?.close());

const abilitiesFor = async (cookie?: string): Promise<AdAbilities> => {
  const res = await callApi(server, adsApi.getAd, { params: { id: adId }, cookie });
  expect(res.status).toBe(200);
  return adsApi.getAd.answer.parse(res.body).abilities;
};

const nothing: AdAbilities = {
  edit: false,
  delete: false,
  moderate: false,
  report: false,
  message: false,
  renew: false,
  promote: false,
  rate: false,
  favourite: false,
  reveal_contact: false,
  block_owner: false,
};

describe('the abilities of one ad', () => {
  it('differ for its owner, another member, an admin and a visitor', async () => {
    const [owner, member, admin, visitor] = await Promise.all([
      abilitiesFor(cookies.owner),
      abilitiesFor(cookies.member),
      abilitiesFor(cookies.admin),
      abilitiesFor(),
    ]);
    expect(owner).toEqual({
      ...nothing,
      edit: true,
      delete: true,
      renew: true,
      promote: true,
      reveal_contact: true,
    });
    expect(member).toEqual({
      ...nothing,
      report: true,
      message: true,
      rate: true,
      favourite: true,
      reveal_contact: true,
      block_owner: true,
    });
    expect(admin).toEqual({
      edit: true,
      delete: true,
      moderate: true,
      report: true,
      message: true,
      renew: true,
      promote: true,
      rate: true,
      favourite: true,
      reveal_contact: true,
      block_owner: true,
    });
    expect(visitor).toEqual(nothing);
  });
});

describe('the site abilities in GET /me', () => {
  it('are administration and moderation for an admin, neither for a member', async () => {
    const me = async (cookie: string) =>
      meApi.getMe.answer.parse((await callApi(server, meApi.getMe, { cookie })).body).user?.abilities;
    expect(await me(cookies.admin)).toEqual({ administer: true, moderate: true });
    expect(await me(cookies.member)).toEqual({ administer: false, moderate: false });
  });
});
