import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { twoFactor } from '../../../server/db/schema/auth';
import * as authApi from '../../../shared/api/auth';
import * as meApi from '../../../shared/api/me';
import { cookieOf, setupAuthTestServer, whoIs } from '../../support/auth-client';
import { callApi } from '../../support/http';
import { secretOfUri, totpCode, wrongTotpCode } from '../../support/totp';

// better-auth limits /two-factor/* to 3 calls per 10 s per address; `post` gives every call its own.
const { server, post, register } = setupAuthTestServer();

const password = 'two-factor-pass-1';

const me = async (cookie: string) =>
  (await callApi(server(), meApi.getMe, { cookie })).body.user as {
    id: string;
    email: string;
    two_factor_enabled: boolean;
  } | null;

/** A confirmed account, signed in, with two-factor switched on through the authenticator code. */
async function personWithTwoFactor() {
  const email = `t${randomUUID().slice(0, 8)}@example.com`;
  const cookie = await register({ name: 'Богдан', email, password });
  const enabled = await post(authApi.enableTwoFactor, { password }, { cookie });
  expect(enabled.status).toBe(200);
  const secret = secretOfUri(enabled.body.totpURI);
  const verified = await post(authApi.verifyTotp, { code: totpCode(secret) }, { cookie });
  expect(verified.status).toBe(200);
  return { email, secret, backupCodes: enabled.body.backupCodes as string[], cookie: cookieOf(verified) };
}

/** A password sign-in that stops at the second factor; returns the cookies it set. */
async function signInHalfway(email: string) {
  const res = await post(authApi.signInEmail, { email, password });
  expect(res.status).toBe(200);
  expect(res.body).toMatchObject({ twoFactorRedirect: true });
  return cookieOf(res);
}

describe('turning two-factor on', () => {
  it('needs the current password and enables nothing without it', async () => {
    const email = `t${randomUUID().slice(0, 8)}@example.com`;
    const cookie = await register({ name: 'Богдан', email, password });
    const wrong = await post(authApi.enableTwoFactor, { password: 'not-my-password' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('CURRENT_PASSWORD_INCORRECT');
    const person = await me(cookie);
    expect(person?.two_factor_enabled).toBe(false);
    const rows = await server()
      .deps.db.select()
      .from(twoFactor)
      .where(eq(twoFactor.userId, person?.id ?? ''));
    expect(rows).toEqual([]);
  });

  it('gives an authenticator URI and 10 backup codes, and counts only once a code from it is confirmed', async () => {
    const email = `t${randomUUID().slice(0, 8)}@example.com`;
    const cookie = await register({ name: 'Богдан', email, password });
    const enabled = await post(authApi.enableTwoFactor, { password }, { cookie });
    expect(enabled.status).toBe(200);
    expect(enabled.body.totpURI).toMatch(/^otpauth:\/\/totp\/Hromada:/);
    expect(enabled.body.backupCodes).toHaveLength(10);
    expect((await me(cookie))?.two_factor_enabled).toBe(false);
    // Not switched on yet: signing in still gives a session at once.
    const early = await post(authApi.signInEmail, { email, password });
    expect(await whoIs(server(), cookieOf(early))).not.toBeNull();

    const secret = secretOfUri(enabled.body.totpURI);
    const verified = await post(authApi.verifyTotp, { code: totpCode(secret) }, { cookie });
    expect(verified.status).toBe(200);
    expect((await me(cookieOf(verified)))?.two_factor_enabled).toBe(true);
  });
});

describe('signing in with two-factor on', () => {
  it('asks for the second factor without a session, refuses a wrong code and accepts the right one', async () => {
    const { email, secret } = await personWithTwoFactor();
    const halfway = await signInHalfway(email);
    expect(halfway).toMatch(/two_factor=/);
    expect(await whoIs(server(), halfway)).toBeNull();

    const wrong = await post(authApi.verifyTotp, { code: wrongTotpCode(secret) }, { cookie: halfway });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error.code).toBe('INVALID_CODE');
    expect(wrong.headers.getSetCookie().join(';')).not.toMatch(/session_token=[^;]/);

    const right = await post(authApi.verifyTotp, { code: totpCode(secret) }, { cookie: halfway });
    expect(right.status).toBe(200);
    expect((await whoIs(server(), cookieOf(right)))?.email).toBe(email);
  });

  it('takes a backup code once', async () => {
    const { email, backupCodes } = await personWithTwoFactor();
    const code = backupCodes[0] ?? '';
    const first = await post(authApi.verifyBackupCode, { code }, { cookie: await signInHalfway(email) });
    expect(first.status).toBe(200);
    expect((await whoIs(server(), cookieOf(first)))?.email).toBe(email);

    const again = await post(authApi.verifyBackupCode, { code }, { cookie: await signInHalfway(email) });
    expect(again.status).toBe(401);
    expect(again.body.error.code).toBe('INVALID_CODE');
  });

  it('refuses a malformed code with a field message before checking it', async () => {
    const { email } = await personWithTwoFactor();
    const res = await post(
      authApi.verifyTotp,
      { code: '12ab' },
      { cookie: await signInHalfway(email), lang: 'en' },
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { code: 'The code is not correct or has expired' },
    });
  });

  it('is back to a password-only sign-in once turned off with the password', async () => {
    const { email, cookie } = await personWithTwoFactor();
    const wrong = await post(authApi.disableTwoFactor, { password: 'not-my-password' }, { cookie });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('CURRENT_PASSWORD_INCORRECT');
    const off = await post(authApi.disableTwoFactor, { password }, { cookie });
    expect(off.status).toBe(200);
    const signIn = await post(authApi.signInEmail, { email, password });
    expect(signIn.status).toBe(200);
    expect(signIn.body.twoFactorRedirect).toBeUndefined();
    const person = await me(cookieOf(signIn));
    expect(person).toMatchObject({ email, two_factor_enabled: false });
  });
});
