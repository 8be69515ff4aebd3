import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as authApi from '../../../shared/api/auth';
import { cookieOf, nextAddress, outboxFor, setupAuthTestServer } from '../../support/auth-client';

// Nothing an account endpoint answers may tell a stranger whether an address has an account.
const { server, post, register } = setupAuthTestServer();

const freshEmail = () => `e${randomUUID().slice(0, 8)}@example.com`;

/** What a sign-up answer shows, but the id and dates' values (they differ between any two sign-ups). */
const shapeOf = (res: { status: number; body: Record<string, unknown> }) => {
  const user = res.body.user as Record<string, unknown>;
  return {
    status: res.status,
    keys: Object.keys(res.body).sort(),
    userKeys: Object.keys(user).sort(),
    idLength: String(user.id).length,
    token: res.body.token,
    email: user.email,
    name: user.name,
    emailVerified: user.emailVerified,
  };
};

describe('signing up', () => {
  it('with a registered address answers like a new one, mails the owner and changes nothing', async () => {
    const taken = freshEmail();
    await register({ name: 'Owner', email: taken, password: 'owner-password-1' });
    const fresh = freshEmail();

    const again = await post(authApi.signUpEmail, {
      name: 'Intruder',
      email: taken,
      password: 'intruder-pass-2',
    });
    const first = await post(authApi.signUpEmail, {
      name: 'Intruder',
      email: fresh,
      password: 'intruder-pass-2',
    });
    expect(again.status).toBe(200);
    expect(shapeOf(again)).toEqual({ ...shapeOf(first), email: taken });
    expect(shapeOf(again)).toMatchObject({ token: null, name: 'Intruder', emailVerified: false });
    for (const res of [again, first]) expect(cookieOf(res)).not.toMatch(/session_token=/);

    const ownerMail = (await outboxFor(server(), taken)).at(-1);
    expect(ownerMail?.subject).toBe('Someone tried to register with your address on Hromada');
    expect((await outboxFor(server(), fresh)).at(-1)?.subject).toBe('Confirm your email address for Hromada');

    expect((await post(authApi.signInEmail, { email: taken, password: 'owner-password-1' })).status).toBe(
      200,
    );
    expect((await post(authApi.signInEmail, { email: taken, password: 'intruder-pass-2' })).status).toBe(401);
  });

  it("tells the owner in the caller's language", async () => {
    const taken = freshEmail();
    await register({ name: 'Owner', email: taken, password: 'owner-password-1' });
    await post(
      authApi.signUpEmail,
      { name: 'Хтось', email: taken, password: 'intruder-pass-2' },
      { lang: 'uk' },
    );
    expect((await outboxFor(server(), taken)).at(-1)?.subject).toBe(
      'Хтось намагався зареєструватися з вашою адресою в Громаді',
    );
  });
});

describe('signing in', () => {
  it('answers an unknown address exactly like a known one with a wrong password', async () => {
    const known = freshEmail();
    await register({ name: 'Known', email: known, password: 'known-password-1' });
    const wrongPassword = await post(authApi.signInEmail, { email: known, password: 'not-it-123' });
    const unknown = await post(authApi.signInEmail, { email: freshEmail(), password: 'not-it-123' });
    expect(wrongPassword.status).toBe(401);
    expect([unknown.status, unknown.body]).toEqual([wrongPassword.status, wrongPassword.body]);
  });

  it('to an unconfirmed account says so only to the owner of the password, and mails a new link', async () => {
    const email = freshEmail();
    expect((await post(authApi.signUpEmail, { name: 'New', email, password: 'new-password-1' })).status).toBe(
      200,
    );
    const mailsAfterSignUp = (await outboxFor(server(), email)).length;

    const wrong = await post(authApi.signInEmail, { email, password: 'not-it-123' }, { lang: 'en' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Error logging in' });
    expect(await outboxFor(server(), email)).toHaveLength(mailsAfterSignUp);

    const right = await post(authApi.signInEmail, { email, password: 'new-password-1' });
    expect(right.status).toBe(403);
    expect(right.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect(cookieOf(right)).not.toMatch(/session_token=[^;]/);
    const mails = await outboxFor(server(), email);
    expect(mails).toHaveLength(mailsAfterSignUp + 1);
    expect(mails.at(-1)?.subject).toBe('Confirm your email address for Hromada');
  });
});

describe('asking for another confirmation mail', () => {
  it('answers known, unknown and confirmed addresses alike, mails only the unconfirmed one, and is limited', async () => {
    const unconfirmed = freshEmail();
    await post(authApi.signUpEmail, { name: 'New', email: unconfirmed, password: 'new-password-1' });
    const confirmed = freshEmail();
    await register({ name: 'Done', email: confirmed, password: 'done-password-1' });
    const before = (await outboxFor(server(), unconfirmed)).length;

    const answers = await Promise.all(
      [unconfirmed, confirmed, freshEmail()].map((email) =>
        post(authApi.sendVerificationEmail, { email, callbackURL: '/auth/callback' }),
      ),
    );
    for (const res of answers) expect([res.status, res.body]).toEqual([200, { status: true }]);
    expect(await outboxFor(server(), unconfirmed)).toHaveLength(before + 1);

    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++)
      statuses.push((await post(authApi.sendVerificationEmail, { email: freshEmail() }, { ip })).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
