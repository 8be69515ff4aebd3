import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account, user } from '../../../server/db/schema/auth';
import { CLOSED_AUTH_PATHS } from '../../../server/http/auth-routes';
import * as authApi from '../../../shared/api/auth';
import { apiPath } from '../../../shared/api/operation';
import { cookieOf, newestLinkTo, nextAddress, setupAuthTestServer, whoIs } from '../../support/auth-client';
import { getJson } from '../../support/http';
import { startTestServer, type TestServer } from '../../support/test-server';

const { server, post, register } = setupAuthTestServer();
const freshEmail = () => `sec${randomUUID().slice(0, 8)}@example.com`;

describe('CSRF', () => {
  it('refuses a sign-in posted from another site', async () => {
    const email = freshEmail();
    await register({ email, password: 'orchard-lantern-3' });
    const res = await fetch(`${server().url}${apiPath(authApi.signInEmail)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'x-forwarded-for': nextAddress(),
      },
      body: JSON.stringify({ email, password: 'orchard-lantern-3' }),
    });
    expect(res.status).toBe(403);
    expect(cookieOf(res)).not.toMatch(/session_token=/);
  });

  it('refuses a password change posted from another site with the person’s cookie', async () => {
    const email = freshEmail();
    const cookie = await register({ email, password: 'orchard-lantern-3' });
    const res = await fetch(`${server().url}${apiPath(authApi.changePassword)}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://evil.example',
        'x-forwarded-for': nextAddress(),
        cookie,
      },
      body: JSON.stringify({ currentPassword: 'orchard-lantern-3', newPassword: 'hijacked-pass-99' }),
    });
    expect(res.status).toBe(403);
    expect((await post(authApi.signInEmail, { email, password: 'orchard-lantern-3' })).status).toBe(200);
  });
});

describe('sessions and passwords', () => {
  it('gives every sign-in a new session token and ignores one the caller brings', async () => {
    const email = freshEmail();
    const first = await register({ email, password: 'orchard-lantern-3' });
    const again = await post(
      authApi.signInEmail,
      { email, password: 'orchard-lantern-3' },
      { cookie: first },
    );
    const second = cookieOf(again);
    expect(second).toMatch(/session_token=/);
    expect(second).not.toBe(first);
    expect((await whoIs(server(), first))?.email).toBe(email);
    expect((await whoIs(server(), second))?.email).toBe(email);
  });

  it('sets the session cookie HttpOnly and SameSite=Lax', async () => {
    const email = freshEmail();
    await register({ email, password: 'orchard-lantern-3' });
    const res = await post(authApi.signInEmail, { email, password: 'orchard-lantern-3' });
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).not.toMatch(/Secure/i); // plain http here; see the https case below
  });

  it('stores passwords as scrypt at OWASP cost (N=2^15, r=8, p=3), never in clear', async () => {
    const email = freshEmail();
    await register({ email, password: 'orchard-lantern-3' });
    const [row] = await server()
      .deps.db.select({ hash: account.password })
      .from(account)
      .innerJoin(user, eq(user.id, account.userId))
      .where(and(eq(user.email, email), eq(account.providerId, 'credential')));
    expect(row?.hash).toMatch(/^scrypt\$32768,8,3\$[0-9a-f]{32}\$[0-9a-f]{128}$/);
  });
});

describe('endpoints we do not offer', () => {
  /** A POST as authPost sends it, to a path of the server's list of closed ones (no operation declares them). */
  const postToClosed = (path: string, body: unknown, { cookie }: { cookie?: string }) =>
    getJson(`${server().url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: server().url,
        'accept-language': 'en',
        'x-forwarded-for': nextAddress(),
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
  it('answer 404 in our format, signed in or not', async () => {
    const cookie = await register({ email: freshEmail(), password: 'orchard-lantern-3' });
    for (const path of CLOSED_AUTH_PATHS) {
      for (const headers of [{}, { cookie }]) {
        const res = await postToClosed(
          path,
          { password: 'orchard-lantern-3', providerId: 'google' },
          headers,
        );
        expect({ path, status: res.status, code: res.body.error?.code }).toEqual({
          path,
          status: 404,
          code: 'NOT_FOUND',
        });
      }
    }
  });
});

describe('behind https', () => {
  const site = 'https://hromada.example';
  let secure: TestServer;
  beforeAll(async () => {
    secure = await startTestServer({ SITE_URL: site, TRUST_PROXY: 'true' });
  });
  afterAll(() => secure?.close());

  it('marks the session cookie Secure (with the __Secure- prefix)', async () => {
    const email = freshEmail();
    // Through the TLS proxy the browser sends the site's own https origin.
    const signUp = await fetch(`${secure.address}${apiPath(authApi.signUpEmail)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site, 'x-forwarded-for': nextAddress() },
      body: JSON.stringify({ name: 'S', email, password: 'orchard-lantern-3' }),
    });
    expect(signUp.status).toBe(200);
    const link = (await newestLinkTo(secure, email)).replace(site, secure.address);
    const res = await fetch(link, { redirect: 'manual' });
    const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
    expect(session).toMatch(/^__Secure-/);
    expect(session).toMatch(/;\s*Secure/i);
  });
});
