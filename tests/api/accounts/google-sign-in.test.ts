import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { user } from '../../../server/db/schema/auth';
import { setAccountDisabled } from '../../../server/services/profiles/set-account-disabled';
import * as authApi from '../../../shared/api/auth';
import * as meApi from '../../../shared/api/me';
import { apiPath } from '../../../shared/api/operation';
import * as siteApi from '../../../shared/api/site';
import type { Me } from '../../../shared/schemas/me';
import { authPost, cookieOf, nextAddress, registerConfirmed, whoIs } from '../../support/auth-client';
import { callApi, getJson } from '../../support/http';
import { type OidcStandIn, type StandInUser, startOidcStandIn } from '../../support/oidc-stand-in';
import { startTestServer, type TestServer } from '../../support/test-server';

const clientId = 'hromada-test-client';
const clientSecret = 'test-client-secret';
let standIn: OidcStandIn;
let started: TestServer | undefined;

// Discovery is fetched when the server starts, so the stand-in runs first.
beforeAll(async () => {
  standIn = await startOidcStandIn({ clientId, clientSecret });
  started = await startTestServer({
    TRUST_PROXY: 'true',
    GOOGLE_CLIENT_ID: clientId,
    GOOGLE_CLIENT_SECRET: clientSecret,
    GOOGLE_DISCOVERY_URL: standIn.discoveryUrl,
  });
});
afterAll(async () => {
  await started?.close();
  await standIn?.close();
});
const server = () => {
  if (!started) throw new Error('the test server is not started yet');
  return started;
};

const unique = (prefix: string) => `${prefix}${randomUUID().slice(0, 8)}`;
const googleUser = (email: string, more: Partial<StandInUser> = {}): StandInUser => ({
  sub: randomUUID(),
  email,
  ...more,
});
const hasSession = (res: { headers: Headers }) =>
  /session_token=[^;]+\./.test(res.headers.getSetCookie().join(';'));
const me = async (cookie: string) =>
  (await callApi(server(), meApi.getMe, { cookie })).body.user as Me | null;
const accounts = async (cookie: string) => {
  const res = await getJson(`${server().url}${apiPath(authApi.listAccounts)}`, { headers: { cookie } });
  expect(res.status).toBe(200);
  return (res.body as { providerId: string }[]).map((a) => a.providerId).sort();
};

/**
 * The browser's round trip once the app answered `start` (sign-in or link) with Google's address: the
 * stand-in approves as `person` and sends the browser back to the app's callback, with the app's cookies.
 */
async function googleRoundTrip(
  start: { status: number; headers: Headers; body: { url?: string; redirect?: boolean } },
  person: StandInUser,
  cookie = '',
) {
  expect(start.status).toBe(200);
  expect(start.body.redirect).toBe(true);
  expect(start.body.url?.startsWith(`${standIn.issuer}/authorize?`)).toBe(true);
  standIn.setNextUser(person);
  const approved = await fetch(start.body.url ?? '', { redirect: 'manual' });
  expect(approved.status).toBe(302);
  const callback = approved.headers.get('location') ?? '';
  expect(callback.startsWith(`${server().url}${apiPath(authApi.googleCallback)}?`)).toBe(true);
  const res = await fetch(callback, {
    redirect: 'manual',
    headers: {
      cookie: [cookie, cookieOf(start)].filter(Boolean).join('; '),
      'x-forwarded-for': nextAddress(),
    },
  });
  const to = res.headers.get('location');
  return { res, location: to === null ? null : new URL(to, server().url), cookie: cookieOf(res) };
}

const signInWithGoogle = async (person: StandInUser, callbackURL = '/', errorCallbackURL = '/login') =>
  googleRoundTrip(
    await authPost(server(), authApi.signInSocial, {
      provider: 'google',
      callbackURL,
      errorCallbackURL,
    }),
    person,
  );

/** A person with a confirmed email and a password, signed in. */
async function passwordPerson() {
  const email = `${unique('p')}@example.com`;
  const password = 'steady-password-7';
  const cookie = await registerConfirmed(server(), { name: 'Ірина', email, password });
  const [row] = await server().deps.db.select().from(user).where(eq(user.email, email));
  return { email, password, cookie, id: row?.id ?? '' };
}

describe('signing in with Google', () => {
  it('signs a new person in, named after their email', async () => {
    const email = `${unique('g')}@gmail.example`;
    const { res, location, cookie } = await signInWithGoogle(googleUser(email, { name: 'Оксана' }), '/ads');
    expect(res.status).toBe(302);
    expect([location?.origin, location?.pathname]).toEqual([server().url, '/ads']);
    expect(hasSession(res)).toBe(true);
    expect(await me(cookie)).toMatchObject({
      email,
      display_name: email.split('@')[0],
      sign_in_methods: ['google'],
    });
  });

  it('adds a number 0–999 to the name when another profile has it', async () => {
    const name = unique('taken');
    await registerConfirmed(server(), { email: `${name}@example.com`, password: 'steady-password-7' });
    const { cookie } = await signInWithGoogle(googleUser(`${name}@gmail.example`));
    expect((await me(cookie))?.display_name).toMatch(new RegExp(`^${name}\\d{1,3}$`));
  });

  it('comes back to the same account the next time', async () => {
    const person = googleUser(`${unique('again')}@gmail.example`);
    const first = await me((await signInWithGoogle(person)).cookie);
    const second = await me((await signInWithGoogle(person)).cookie);
    expect(first?.id).toBeTruthy();
    expect(second?.id).toBe(first?.id);
  });

  it('joins an existing password account with the same (verified) email', async () => {
    const { email, password, id } = await passwordPerson();
    const { res, cookie } = await signInWithGoogle(googleUser(email, { email_verified: true }));
    expect(hasSession(res)).toBe(true);
    const viewer = await me(cookie);
    expect(viewer?.id).toBe(id);
    expect([...(viewer?.sign_in_methods ?? [])].sort()).toEqual(['credential', 'google']);
    expect((await authPost(server(), authApi.signInEmail, { email, password })).status).toBe(200);
  });

  it('does not let an unverified Google email into an existing account', async () => {
    const person = await passwordPerson();
    const { res, location, cookie } = await signInWithGoogle(
      googleUser(person.email, { email_verified: false }),
    );
    expect(res.status).toBeLessThan(500);
    expect(hasSession(res)).toBe(false);
    expect(location?.pathname).toBe('/login');
    expect(location?.searchParams.get('error')).toBeTruthy();
    expect((await me(cookie))?.id).not.toBe(person.id);
    expect(await accounts(person.cookie)).toEqual(['credential']);
  });

  it('is refused to a disabled account, which can sign in again once enabled', async () => {
    const person = googleUser(`${unique('d')}@gmail.example`);
    const first = await signInWithGoogle(person);
    const id = (await me(first.cookie))?.id ?? '';
    expect(id).not.toBe('');

    await setAccountDisabled(server().deps, id, true);
    expect(await whoIs(server(), first.cookie)).toBeNull();
    const refused = await signInWithGoogle(person);
    expect(refused.res.status).toBeLessThan(500);
    expect(hasSession(refused.res)).toBe(false);
    expect(await whoIs(server(), refused.cookie)).toBeNull();
    expect(refused.location?.pathname).toBe('/login');
    expect(refused.location?.searchParams.get('error')).toBe('ACCOUNT_DISABLED');

    await setAccountDisabled(server().deps, id, false);
    expect((await me((await signInWithGoogle(person)).cookie))?.id).toBe(id);
  });
});

describe('linking Google to a password account', () => {
  async function linkGoogle(cookie: string, email: string) {
    const start = await authPost(
      server(),
      authApi.linkSocial,
      { provider: 'google', callbackURL: '/profile' },
      { cookie },
    );
    return googleRoundTrip(start, googleUser(email), cookie);
  }

  it('adds Google as a second way to sign in', async () => {
    const { email, cookie } = await passwordPerson();
    expect(await accounts(cookie)).toEqual(['credential']);
    const { res, location } = await linkGoogle(cookie, email);
    expect(res.status).toBe(302);
    expect([location?.origin, location?.pathname]).toEqual([server().url, '/profile']);
    expect(await accounts(cookie)).toEqual(['credential', 'google']);
    expect([...((await me(cookie))?.sign_in_methods ?? [])].sort()).toEqual(['credential', 'google']);
  });

  it('can be undone while the password remains', async () => {
    const { email, cookie } = await passwordPerson();
    await linkGoogle(cookie, email);
    expect(await accounts(cookie)).toEqual(['credential', 'google']);
    const res = await authPost(server(), authApi.unlinkAccount, { providerId: 'google' }, { cookie });
    expect(res.status).toBe(200);
    expect(await accounts(cookie)).toEqual(['credential']);
    expect((await me(cookie))?.sign_in_methods).toEqual(['credential']);
  });

  it('cannot remove the only way a Google-only person signs in', async () => {
    const { cookie } = await signInWithGoogle(googleUser(`${unique('only')}@gmail.example`));
    const res = await authPost(
      server(),
      authApi.unlinkAccount,
      { providerId: 'google' },
      { cookie, lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual({
      code: 'LAST_SIGN_IN_METHOD',
      message: 'This is your only way to sign in, so it cannot be removed',
    });
    expect(await accounts(cookie)).toEqual(['google']);
  });
});

describe('site configuration', () => {
  it('says Google sign-in is available when it is configured', async () => {
    const res = await getJson(`${server().url}${apiPath(siteApi.getSiteConfig)}`);
    expect(res.body.google_sign_in).toBe(true);
  });

  describe('without GOOGLE_CLIENT_ID', () => {
    let plain: TestServer | undefined;
    beforeAll(async () => {
      plain = await startTestServer({ TRUST_PROXY: 'true', GOOGLE_CLIENT_SECRET: clientSecret });
    });
    afterAll(() => plain?.close());

    it('says Google sign-in is unavailable and refuses it in our error format', async () => {
      if (!plain) throw new Error('not started');
      expect((await getJson(`${plain.url}${apiPath(siteApi.getSiteConfig)}`)).body.google_sign_in).toBe(
        false,
      );
      const res = await authPost(
        plain,
        authApi.signInSocial,
        { provider: 'google', callbackURL: '/' },
        { lang: 'en' },
      );
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      expect(res.body.error).toEqual({
        code: 'SIGN_IN_METHOD_UNAVAILABLE',
        message: 'This sign-in method is not available',
      });
    });
  });
});
