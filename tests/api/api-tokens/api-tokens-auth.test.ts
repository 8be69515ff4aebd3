import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertisements } from '../../../server/db/schema/ads';
import { apiTokens } from '../../../server/db/schema/api-tokens';
import { setAccountDisabled } from '../../../server/services/profiles/set-account-disabled';
import * as adsApi from '../../../shared/api/ads';
import * as apiTokensApi from '../../../shared/api/api-tokens';
import * as authApi from '../../../shared/api/auth';
import * as meApi from '../../../shared/api/me';
import * as moderationApi from '../../../shared/api/moderation';
import { API_DOCUMENT, API_PREFIX, apiPath, type Operation } from '../../../shared/api/operation';
import {
  categoryBySlug,
  createCity,
  createUser,
  sessionCookie,
  signedInPerson,
} from '../../support/factories';
import { callApi, getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';
import { bearerApi, makeToken, tokenRow } from '../../support/tokens-support';

let server: TestServer;
let admin: { id: string; cookie: string };
let place: { city_id: string; category_id: string };

beforeAll(async () => {
  server = await startTestServer();
  admin = await signedInPerson(server, 'admin');
  const { db } = server.deps;
  place = { city_id: (await createCity(db)).id, category_id: (await categoryBySlug(db, 'services')).id };
});
afterAll(() => server?.close());

const person = () => createUser(server.deps.db);
const adBody = () => ({ title: 'Lawn mowing', description: '<p>Weekly</p>', price: 40, ...place });
const setExpiry = (id: string, at: Date) =>
  server.deps.db.update(apiTokens).set({ expiresAt: at }).where(eq(apiTokens.id, id));

describe('a request with Authorization: Bearer', () => {
  it('acts as the token’s person, ignoring any cookie of someone else', async () => {
    const someone = await person();
    const { secret } = await makeToken(server, admin.cookie, { scopes: ['read'], user_id: someone.id });
    const me = await bearerApi(server, meApi.getMe, secret, {});
    expect(me.status).toBe(200);
    expect(me.body.user).toMatchObject({ id: someone.id, display_name: someone.displayName, role: 'user' });
    const withCookie = await bearerApi(server, meApi.getMe, secret, { cookie: admin.cookie });
    expect(withCookie.body.user.id).toBe(someone.id);
    // The admin's cookie does not lend its rights either.
    const adminList = await bearerApi(server, moderationApi.listModerationAds, secret, {
      cookie: admin.cookie,
    });
    expect([adminList.status, adminList.body.error.code]).toEqual([403, 'INSUFFICIENT_SCOPE']);
  });

  it('with the read scope reads but cannot write', async () => {
    const someone = await person();
    const { secret } = await makeToken(server, admin.cookie, { scopes: ['read'], user_id: someone.id });
    expect((await bearerApi(server, adsApi.listAds, secret, {})).status).toBe(200);
    expect((await bearerApi(server, meApi.listOwnAds, secret, {})).status).toBe(200);
    const post = await bearerApi(server, adsApi.createAd, secret, { body: adBody() });
    expect(post.status).toBe(403);
    expect(post.body.error).toEqual({
      code: 'INSUFFICIENT_SCOPE',
      message: 'This API token does not allow that',
    });
    const uk = await bearerApi(server, meApi.updateMe, secret, { body: { display_name: 'x' }, lang: 'uk' });
    expect([uk.status, uk.body.error.message]).toEqual([403, 'Цей API-токен не дозволяє цієї дії']);
    const mine = await server.deps.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.userId, someone.id));
    expect(mine).toEqual([]);
  });

  it('with ads:write posts ads as its person but cannot use admin endpoints', async () => {
    const someone = await person();
    const { secret } = await makeToken(server, admin.cookie, { scopes: ['ads:write'], user_id: someone.id });
    const post = await bearerApi(server, adsApi.createAd, secret, { body: adBody() });
    expect(post.status).toBe(201);
    const [ad] = await server.deps.db
      .select()
      .from(advertisements)
      .where(eq(advertisements.id, post.body.id));
    expect(ad).toMatchObject({ userId: someone.id, status: 'pending' });
    expect((await bearerApi(server, adsApi.listAds, secret, {})).status).toBe(200);
    const attempt = <O extends Operation>(op: O, input: Parameters<typeof bearerApi<O>>[3]) => ({
      op,
      send: () => bearerApi(server, op, secret, input),
    });
    for (const { op, send } of [
      attempt(moderationApi.listModerationAds, {}),
      attempt(apiTokensApi.listApiTokens, {}),
      attempt(moderationApi.moderateAd, { params: { id: String(ad?.id) }, body: { status: 'approved' } }),
    ]) {
      const res = await send();
      expect([res.status, res.body.error.code], `${op.method.toUpperCase()} ${op.path}`).toEqual([
        403,
        'INSUFFICIENT_SCOPE',
      ]);
    }
  });

  it('with the admin scope is an admin only when its person is one', async () => {
    const adminToken = await makeToken(server, admin.cookie, { scopes: ['admin'] });
    const list = await bearerApi(server, apiTokensApi.listApiTokens, adminToken.secret, {});
    expect(list.status).toBe(200);
    expect(list.body.items.some((t: { id: string }) => t.id === adminToken.id)).toBe(true);
    // Except making tokens: that needs a signed-in session (tests/api/api-tokens-minting.test.ts).
    const made = await bearerApi(server, apiTokensApi.createApiToken, adminToken.secret, {
      body: { name: 'Made by a token', scopes: ['read'] },
    });
    expect([made.status, made.body.error.code]).toEqual([403, 'SESSION_REQUIRED']);
    expect((await bearerApi(server, adsApi.createAd, adminToken.secret, { body: adBody() })).status).toBe(
      201,
    );

    const someone = await person();
    const userToken = await makeToken(server, admin.cookie, { scopes: ['admin'], user_id: someone.id });
    const refused = await bearerApi(server, moderationApi.listModerationAds, userToken.secret, {});
    expect([refused.status, refused.body.error.code]).toEqual([403, 'FORBIDDEN']);
    // An admin acting through a token without the admin scope is not an admin.
    const writer = await makeToken(server, admin.cookie, { scopes: ['ads:write'] });
    expect((await bearerApi(server, meApi.getMe, writer.secret, {})).body.user.role).toBe('user');
  });

  it('is refused with 401 when the token is unknown, malformed, revoked or expired, or its person disabled', async () => {
    const unauthorized = async (secret: string, authorization?: string) => {
      const res = await bearerApi(server, meApi.getMe, secret, { cookie: admin.cookie, authorization });
      expect([res.status, res.body.error.code], authorization ?? secret).toEqual([401, 'UNAUTHORIZED']);
      expect(res.headers.get('www-authenticate')).toContain('Bearer');
    };
    await unauthorized(`hro_${'A'.repeat(43)}`);
    await unauthorized('hro_short');
    await unauthorized('', 'Bearer');
    await unauthorized('', 'Basic YWRtaW46YWRtaW4=');
    await unauthorized('', `Bearer hro_${'A'.repeat(43)} extra`);

    const revoked = await makeToken(server, admin.cookie, { scopes: ['read'] });
    expect((await bearerApi(server, meApi.getMe, revoked.secret, {})).status).toBe(200);
    await callApi(server, apiTokensApi.revokeApiToken, { params: { id: revoked.id }, cookie: admin.cookie });
    await unauthorized(revoked.secret);

    const expiring = await makeToken(server, admin.cookie, {
      scopes: ['read'],
      expires_at: new Date(Date.now() + 3600_000).toISOString(),
    });
    expect((await bearerApi(server, meApi.getMe, expiring.secret, {})).status).toBe(200);
    await setExpiry(expiring.id, new Date(Date.now() - 1000));
    await unauthorized(expiring.secret);

    const someone = await person();
    const disabled = await makeToken(server, admin.cookie, { scopes: ['read'], user_id: someone.id });
    expect((await bearerApi(server, meApi.getMe, disabled.secret, {})).status).toBe(200);
    await setAccountDisabled(server.deps, someone.id, true);
    await unauthorized(disabled.secret);
    // Even public reads: a bad token is an error, not a visitor.
    expect((await bearerApi(server, adsApi.listAds, revoked.secret, {})).status).toBe(401);
  });

  it('records when the token was last used, at most about once a minute', async () => {
    const token = await makeToken(server, admin.cookie, { scopes: ['read'] });
    expect((await tokenRow(server.deps.db, token.id)).lastUsedAt).toBeNull();
    await bearerApi(server, meApi.getMe, token.secret, {});
    const first = (await tokenRow(server.deps.db, token.id)).lastUsedAt;
    expect(first).toBeInstanceOf(Date);
    await bearerApi(server, meApi.getMe, token.secret, {});
    expect((await tokenRow(server.deps.db, token.id)).lastUsedAt).toEqual(first);
    // A minute later it is written again.
    const earlier = new Date(Date.now() - 61_000);
    await server.deps.db.update(apiTokens).set({ lastUsedAt: earlier }).where(eq(apiTokens.id, token.id));
    await bearerApi(server, meApi.getMe, token.secret, {});
    const later = (await tokenRow(server.deps.db, token.id)).lastUsedAt;
    expect(later?.getTime()).toBeGreaterThan(earlier.getTime() + 30_000);
  });

  it(`is for ${API_PREFIX} only: better-auth’s endpoints go by the cookie`, async () => {
    const someone = await person();
    const cookie = await sessionCookie(server.deps.db, server.secret, someone.id);
    const session = await getJson(`${server.url}${apiPath(authApi.getSession)}`, {
      headers: { cookie, authorization: 'Bearer nonsense' },
    });
    expect(session.status).toBe(200);
    expect(session.body.user.id).toBe(someone.id);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = await getJson(`${server.url}${API_DOCUMENT.openapi}`);
    const scheme = doc.body.components.securitySchemes.bearerAuth;
    expect(scheme).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(scheme.description).toContain('hro_');
    expect(scheme.description).toContain('ads:write');
    expect(doc.body.security).toEqual(expect.arrayContaining([{ bearerAuth: [] }, { cookieAuth: [] }]));
    expect(doc.body.paths['/v1/admin/api-tokens'].post).toBeDefined();
    expect(doc.body.paths['/v1/admin/audit-log'].get).toBeDefined();
  });
});
