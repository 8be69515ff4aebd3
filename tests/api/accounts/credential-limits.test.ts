import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../../server/db/schema/auth';
import * as authApi from '../../../shared/api/auth';
import { apiPath, type Operation } from '../../../shared/api/operation';
import { RATE_LIMITS } from '../../../shared/constants';
import { cookieOf, nextAddress, setupAuthTestServer } from '../../support/auth-client';
import { freshEmail, statuses, visitorRequests } from '../../support/visitor-requests';

// Credential routes count the client address whatever the visitor cookie (docs/decisions/003). The
// server trusts X-Forwarded-For here, so each test picks its address.
const { server } = setupAuthTestServer();
const { newVisitor, post } = visitorRequests(server);

const freshPhone = () => `+1813${randomInt(1_000_000, 9_999_999)}`;
const freshName = () => `Visitor ${Array.from({ length: 6 }, () => 'абвгдежзик'[randomInt(10)]).join('')}`;
const NEW_PASSWORD = 'sunflower-42';

/** Each credential route, its limit, and a body it counts (none of them signs anyone in). */
const CREDENTIAL_ROUTES: [Operation, keyof typeof RATE_LIMITS, () => unknown][] = [
  [authApi.signInEmail, 'auth_login', () => ({ email: freshEmail(), password: 'wrong-password-1' })],
  [authApi.signInPhone, 'auth_login', () => ({ phoneNumber: freshPhone(), password: 'wrong-1' })],
  [
    authApi.signUpEmail,
    'auth_signup',
    () => ({ name: freshName(), email: freshEmail(), password: NEW_PASSWORD }),
  ],
  [
    authApi.signUpPhone,
    'auth_signup',
    () => ({ name: freshName(), phoneNumber: freshPhone(), password: NEW_PASSWORD }),
  ],
  [authApi.requestPasswordReset, 'password_reset', () => ({ email: freshEmail() })],
  [authApi.resetPassword, 'password_reset', () => ({ token: 'no-such-token', newPassword: NEW_PASSWORD })],
  [authApi.requestPhonePasswordReset, 'password_reset', () => ({ phoneNumber: freshPhone() })],
  [
    authApi.resetPasswordByPhone,
    'password_reset',
    () => ({ phoneNumber: freshPhone(), otp: '123456', newPassword: NEW_PASSWORD }),
  ],
  [authApi.sendVerificationEmail, 'verification_mail', () => ({ email: freshEmail() })],
];

describe('credential routes count the address, not the visitor cookie', { timeout: 180_000 }, () => {
  it('a fresh visitor cookie for every attempt gives no more attempts on any of them', async () => {
    for (const [op, action, body] of CREDENTIAL_ROUTES) {
      const path = apiPath(op);
      const ip = nextAddress();
      const { limit } = RATE_LIMITS[action];
      const answers: number[] = [];
      for (let n = 0; n <= limit; n++)
        answers.push((await post(op, body(), { ip, cookie: await newVisitor(ip) })).status);
      expect([path, answers.slice(0, limit).includes(429), answers[limit]]).toEqual([path, false, 429]);
    }
  });

  it('a signed-in password or email change counts for the person and for the address', async () => {
    const ip = nextAddress();
    const people = await Promise.all(
      [0, 1].map(async () => {
        const email = freshEmail();
        const up = await post(
          authApi.signUpEmail,
          { name: freshName(), email, password: NEW_PASSWORD },
          { ip: nextAddress() },
        );
        expect(up.status).toBe(200);
        return email;
      }),
    );
    const sessions = [];
    for (const email of people) {
      await server().deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
      const signedIn = await post(
        authApi.signInEmail,
        { email, password: NEW_PASSWORD },
        { ip: nextAddress() },
      );
      expect(signedIn.status).toBe(200);
      sessions.push(cookieOf(signedIn));
    }
    const [first, second] = sessions;
    const wrongChange = (cookie: string | undefined, from: string) =>
      post(
        authApi.changePassword,
        { currentPassword: 'not-my-password', newPassword: 'another-pass-7' },
        { ip: from, cookie },
      );
    const { limit } = RATE_LIMITS.profile_update;
    expect(await statuses(limit, () => wrongChange(first, ip))).not.toContain(429);
    // The other person there: the address's allowance is used up, for an email change too.
    expect((await wrongChange(second, ip)).status).toBe(429);
    const emailChange = await post(
      authApi.changeEmail,
      { newEmail: freshEmail(), password: 'not-my-password' },
      { ip, cookie: second },
    );
    expect(emailChange.status).toBe(429);
    // Elsewhere they still have theirs; the first person has used up their own wherever they are.
    expect((await wrongChange(second, nextAddress())).status).not.toBe(429);
    expect((await wrongChange(first, nextAddress())).status).toBe(429);
  });
});
