import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../../server/db/schema/auth';
import { signInFailures } from '../../../server/db/schema/sign-in-failures';
import * as authApi from '../../../shared/api/auth';
import * as notificationsApi from '../../../shared/api/notifications';
import { errors as en } from '../../../shared/i18n/en/errors';
import { errors as uk } from '../../../shared/i18n/uk/errors';
import { outboxFor, resetTokenIn, setupAuthTestServer } from '../../support/auth-client';
import { callApi } from '../../support/http';

// Every call comes from a new client address (setupAuthTestServer), so the per-address limit
// (5 sign-ins in 15 minutes) never meets: what refuses here is the per-account limit.
const { server, post, register } = setupAuthTestServer();
const PASSWORD = 'right-password-1';
const freshEmail = () => `lock-${randomUUID().slice(0, 8)}@example.com`;

const signIn = (email: string, password: string, lang = 'en') =>
  post(authApi.signInEmail, { email, password }, { lang });

async function wrongPasswords(email: string, times: number) {
  for (let i = 0; i < times; i++) expect((await signIn(email, `wrong-password-${i}`)).status).toBe(401);
}

/** As if the pause had run out (the test does not wait a minute). */
async function endPauses() {
  await server()
    .deps.db.update(signInFailures)
    .set({ lockedUntil: new Date(Date.now() - 1000) });
}

const pauseNotices = async (email: string) =>
  (await outboxFor(server(), email)).filter((m) => m.subject.includes('Sign-in to your account was paused'));

// Sign-ins one after another, each waiting for the hashing slot to rest as long as its last hash
// took (hashing-queue.ts): a dozen of them take long on a busy machine.
describe('per-account sign-in limit', { timeout: 90_000 }, () => {
  it('pauses an account after 5 wrong passwords from any addresses, the right one refused too, longer each time', async () => {
    const email = freshEmail();
    const cookie = await register({ email, password: PASSWORD });
    await wrongPasswords(email, 5);

    const paused = await signIn(email, PASSWORD, 'uk');
    expect(paused.status).toBe(429);
    expect(paused.body.error).toEqual({
      code: 'ACCOUNT_LOCKED',
      message: uk.ACCOUNT_LOCKED.replace('{{time}}', '1 хвилину'),
    });
    const retryAfter = Number(paused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // Refused before any password check: these do not count.
    expect((await signIn(email, 'wrong-password-x')).status).toBe(429);

    // The pause ran out: the next wrong password pauses it again, for twice as long.
    await endPauses();
    expect((await signIn(email, 'wrong-password-6')).status).toBe(401);
    expect((await signIn(email, PASSWORD)).body.error.message).toBe(
      en.ACCOUNT_LOCKED.replace('{{time}}', '2 minutes'),
    );

    // The owner was told once, under the bell and by mail, whatever the number of tries.
    await expect.poll(async () => (await pauseNotices(email)).length).toBe(1);
    const notices = await callApi(server(), notificationsApi.listNotifications, { cookie });
    expect(
      notices.body.items.map((n: { message: { title_en: string } | null }) => n.message?.title_en),
    ).toEqual(['Sign-in to your account was paused']);

    // A right password once the pause is over ends the count: the next wrong one is just wrong.
    await endPauses();
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    expect((await signIn(email, 'wrong-password-7')).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('counts email and phone sign-ins to the same account together', async () => {
    const email = freshEmail();
    await register({ email, password: PASSWORD });
    const phoneNumber = `+1727${randomInt(1_000_000, 9_999_999)}`;
    await server()
      .deps.db.update(user)
      .set({ phoneNumber, phoneNumberVerified: true })
      .where(eq(user.email, email));
    await wrongPasswords(email, 3);
    for (let i = 0; i < 2; i++) {
      const res = await post(authApi.signInPhone, { phoneNumber, password: `wrong-${i}-pass` });
      expect(res.status).toBe(401);
    }
    expect((await post(authApi.signInPhone, { phoneNumber, password: PASSWORD })).status).toBe(429);
    expect((await signIn(email, PASSWORD)).status).toBe(429);
  });

  it('answers an address without an account exactly like one with, and mails nobody', async () => {
    const known = freshEmail();
    await register({ email: known, password: PASSWORD });
    const unknown = freshEmail();
    for (let i = 0; i < 6; i++) {
      const a = await signIn(known, `wrong-password-${i}`);
      const b = await signIn(unknown, `wrong-password-${i}`);
      expect([b.status, b.body]).toEqual([a.status, a.body]);
      expect(b.headers.has('retry-after')).toBe(a.headers.has('retry-after'));
    }
    expect((await signIn(unknown, PASSWORD)).status).toBe(429);
    await expect.poll(async () => (await pauseNotices(known)).length).toBe(1);
    expect(await outboxFor(server(), unknown)).toEqual([]);
  });

  it('a completed password reset unlocks the account at once', async () => {
    const email = freshEmail();
    await register({ email, password: PASSWORD });
    await wrongPasswords(email, 5);
    expect((await signIn(email, PASSWORD)).status).toBe(429);

    expect((await post(authApi.requestPasswordReset, { email })).status).toBe(200);
    const token = (await outboxFor(server(), email)).map((m) => resetTokenIn(m.text)).findLast(Boolean) ?? '';
    expect((await post(authApi.resetPassword, { token, newPassword: 'brand-new-pass-2' })).status).toBe(200);
    expect((await signIn(email, 'brand-new-pass-2')).status).toBe(200);
  });
});
