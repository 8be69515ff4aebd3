import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, or } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../../server/db/schema/auth';
import { authEvents } from '../../../server/db/schema/auth-events';
import * as authApi from '../../../shared/api/auth';
import {
  cookieOf,
  newestLinkTo,
  nextAddress,
  openMailedLink,
  setupAuthTestServer,
} from '../../support/auth-client';
import { secretOfUri, totpCode, wrongTotpCode } from '../../support/totp';

// The server trusts X-Forwarded-For here, so each step comes from its own address and its row can be
// found by it; the address is recorded exactly as the proxy passed it.
const { server, post } = setupAuthTestServer();

const userIdOf = async (email: string) => {
  const [row] = await server().deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
};

/** The log rows of one person, or from the given addresses, oldest first. */
const eventsOf = (userId: string, addresses: string[]) =>
  server()
    .deps.db.select()
    .from(authEvents)
    .where(or(eq(authEvents.userId, userId), inArray(authEvents.ipAddress, addresses)))
    .orderBy(asc(authEvents.id));

const row = (event: string, outcome: string, userId: string | null, ipAddress: string) => ({
  event,
  outcome,
  userId,
  ipAddress,
  userAgent: expect.any(String),
});

describe('the account log (auth_events)', () => {
  it('records sign-up, confirmation, a failed and a good sign-in, a password change and sign-out', async () => {
    const email = `ev${randomUUID().slice(0, 8)}@example.com`;
    const [signUpIp, failIp, signInIp, changeIp, signOutIp] = Array.from({ length: 5 }, nextAddress) as [
      string,
      string,
      string,
      string,
      string,
    ];
    const first = 'first-secret-pass';
    const second = 'second-secret-pass';

    expect(
      (await post(authApi.signUpEmail, { name: 'E', email, password: first }, { ip: signUpIp })).status,
    ).toBe(200);
    // The mailed link is opened directly (no proxy header): the socket's address is recorded.
    expect((await openMailedLink(await newestLinkTo(server(), email))).status).toBe(302);
    const failed = await post(authApi.signInEmail, { email, password: 'wrong-secret-pass' }, { ip: failIp });
    expect(failed.status).toBe(401);
    const signIn = await post(authApi.signInEmail, { email, password: first }, { ip: signInIp });
    const cookie = cookieOf(signIn);
    const changed = await post(
      authApi.changePassword,
      { currentPassword: first, newPassword: second },
      { cookie, ip: changeIp },
    );
    expect(changed.status).toBe(200);
    expect((await post(authApi.signOut, {}, { cookie, ip: signOutIp })).status).toBe(200);

    const id = await userIdOf(email);
    const rows = await eventsOf(id, [signUpIp, failIp, signInIp, changeIp, signOutIp]);
    expect(rows).toEqual([
      expect.objectContaining(row('sign_up', 'success', null, signUpIp)),
      expect.objectContaining(row('email_verified', 'success', id, '127.0.0.1')),
      expect.objectContaining(row('sign_in', 'INVALID_EMAIL_OR_PASSWORD', null, failIp)),
      expect.objectContaining(row('sign_in', 'success', id, signInIp)),
      expect.objectContaining(row('password_changed', 'success', id, changeIp)),
      expect.objectContaining({ event: 'sign_out', outcome: 'success', ipAddress: signOutIp, userId: id }),
    ]);

    // Only these columns, and no password (old, new or mistyped) in any of them.
    for (const r of rows) {
      expect(Object.keys(r).sort()).toEqual(
        ['createdAt', 'event', 'id', 'ipAddress', 'outcome', 'userAgent', 'userId'].sort(),
      );
    }
    expect(JSON.stringify(rows)).not.toMatch(/secret-pass/);
  });

  it('records a password sign-in that still needs the second factor as such, then the code', async () => {
    const email = `ev${randomUUID().slice(0, 8)}@example.com`;
    const password = 'two-factor-secret';
    await post(authApi.signUpEmail, { name: 'E', email, password });
    const cookie = (await openMailedLink(await newestLinkTo(server(), email))).cookie;
    const enabled = await post(authApi.enableTwoFactor, { password }, { cookie });
    const secret = secretOfUri(enabled.body.totpURI);
    expect((await post(authApi.verifyTotp, { code: totpCode(secret) }, { cookie })).status).toBe(200);

    const [passwordIp, wrongIp, codeIp] = [nextAddress(), nextAddress(), nextAddress()];
    const halfway = cookieOf(await post(authApi.signInEmail, { email, password }, { ip: passwordIp }));
    const wrongCode = wrongTotpCode(secret);
    expect(
      (await post(authApi.verifyTotp, { code: wrongCode }, { cookie: halfway, ip: wrongIp })).status,
    ).toBe(401);
    const code = totpCode(secret);
    expect((await post(authApi.verifyTotp, { code }, { cookie: halfway, ip: codeIp })).status).toBe(200);

    const id = await userIdOf(email);
    const rows = await eventsOf(id, [passwordIp, wrongIp, codeIp]);
    expect(rows.filter((r) => [passwordIp, wrongIp, codeIp].includes(r.ipAddress ?? ''))).toEqual([
      expect.objectContaining(row('sign_in', 'two_factor_required', null, passwordIp)),
      expect.objectContaining({ event: 'two_factor_code', outcome: 'INVALID_CODE', ipAddress: wrongIp }),
      expect.objectContaining(row('two_factor_code', 'success', id, codeIp)),
    ]);
    expect(rows.map((r) => r.event)).toContain('two_factor_setup');
    const logged = JSON.stringify(rows);
    expect(logged).not.toContain(password);
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain(`"${code}"`);
  });
});
