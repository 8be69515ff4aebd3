import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../../server/db/schema/auth';
import { profiles } from '../../../server/db/schema/profiles';
import * as authApi from '../../../shared/api/auth';
import { nextAddress, openMailedLink, setupAuthTestServer } from '../../support/auth-client';

// Behind a trusted proxy each call can come from its own address, so the sign-up limit
// (3 an hour per address) does not tie these tests together.
const { server, post, postInvalid, register, whoIs, outboxFor, newestLinkTo } = setupAuthTestServer();

const freshEmail = (local = `p${randomUUID().slice(0, 8)}`) => `${local}@example.com`;

describe('sign-up', () => {
  it('creates the account without signing in; the mailed link confirms the address and signs in', async () => {
    const email = freshEmail();
    const res = await post(
      authApi.signUpEmail,
      { name: 'Оксана', email, password: 'sunflower-42' },
      { lang: 'uk' },
    );
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(';')).not.toMatch(/session_token=/);
    const [mail] = await outboxFor(email);
    expect(mail?.subject).toBe('Підтвердьте адресу електронної пошти для Громади');
    const opened = await openMailedLink(await newestLinkTo(email));
    expect(opened.status).toBe(302);
    expect(await whoIs(opened.cookie)).toMatchObject({
      email,
      role: 'user',
      display_name: email.split('@')[0],
    });
  });

  it('sends the confirmation link back to the page given, and only to a page of this site', async () => {
    const email = freshEmail();
    const callbackURL = '/auth/callback?to=/my-ads';
    const res = await post(authApi.signUpEmail, {
      name: 'Оля',
      email,
      password: 'sunflower-42',
      callbackURL,
    });
    expect(res.status).toBe(200);
    const link = new URL(await newestLinkTo(email));
    expect(link.searchParams.get('callbackURL')).toBe(callbackURL);
    expect((await openMailedLink(link.href)).location).toBe(callbackURL);
    const elsewhere = await post(authApi.signUpEmail, {
      name: 'Оля',
      email: freshEmail(),
      password: 'sunflower-42',
      callbackURL: '//evil.example',
    });
    expect(elsewhere.status).toBe(400);
    expect(Object.keys(elsewhere.body.error.fields)).toEqual(['callbackURL']);
  });

  it('strips markup from the name before storing it', async () => {
    const email = freshEmail();
    const name = '<b>Тарас</b><script>alert(1)</script> <img src=x onerror=alert(1)>Шевченко';
    expect((await post(authApi.signUpEmail, { name, email, password: 'sunflower-42' })).status).toBe(200);
    const [row] = await server().deps.db.select().from(user).where(eq(user.email, email));
    expect(row?.name).toBe('Тарас Шевченко');
  });

  it('adds a number 0–999 to a display name already taken', async () => {
    const local = `same${randomUUID().slice(0, 6)}`;
    await post(authApi.signUpEmail, {
      name: 'A',
      email: `${local}@one.example`,
      password: 'sunflower-42',
    });
    await post(authApi.signUpEmail, {
      name: 'B',
      email: `${local}@two.example`,
      password: 'sunflower-42',
    });
    const names = (await server().deps.db.select().from(profiles))
      .map((p) => p.displayName)
      .filter((n) => n.startsWith(local));
    expect(names).toHaveLength(2);
    expect(names).toContain(local);
    expect(names.find((n) => n !== local)).toMatch(new RegExp(`^${local}\\d{1,3}$`));
  });

  it("answers the SPEC's messages per field, in the caller's language, and creates nothing", async () => {
    const cases: [unknown, string, string, string][] = [
      [
        { name: 'A', email: 'not-an-email', password: 'sunflower-42' },
        'email',
        'Invalid email format',
        'Неправильний формат електронної пошти',
      ],
      [
        { name: 'A', email: freshEmail(), password: '12345' },
        'password',
        'Password must be at least 6 characters',
        'Пароль має містити щонайменше 6 символів',
      ],
      [
        { name: '<p></p>', email: freshEmail(), password: 'sunflower-42' },
        'name',
        'Name is required',
        "Вкажіть ім'я",
      ],
    ];
    for (const [body, field, en, uk] of cases) {
      const english = await postInvalid(authApi.signUpEmail, body, { lang: 'en' });
      expect(english.status).toBe(400);
      expect(english.body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        message: en,
        fields: { [field]: en },
      });
      const ukrainian = await postInvalid(authApi.signUpEmail, body, { lang: 'uk' });
      expect(ukrainian.body.error.fields[field]).toBe(uk);
    }
    const badEmail = await server().deps.db.select().from(user).where(eq(user.email, 'not-an-email'));
    expect(badEmail).toEqual([]);
  });

  it('refuses one of the most common passwords, whatever its case', async () => {
    for (const password of ['iloveyou', 'Password1', 'QWERTY123']) {
      const res = await post(authApi.signUpEmail, { name: 'A', email: freshEmail(), password });
      expect(res.status).toBe(400);
      expect(res.body.error.fields).toEqual({ password: expect.stringContaining('most common') });
    }
    const uk = await post(
      authApi.signUpEmail,
      { name: 'A', email: freshEmail(), password: 'iloveyou' },
      { lang: 'uk' },
    );
    expect(uk.body.error.fields.password).toContain('найпоширеніших');
  });

  it('rejects a body that is not JSON, or too large, with a 4xx', async () => {
    expect((await postInvalid(authApi.signUpEmail, '{not json')).status).toBe(400);
    const huge = { name: 'A', email: freshEmail(), password: 'x'.repeat(100_000) };
    expect((await postInvalid(authApi.signUpEmail, huge)).status).toBe(413);
  });
});

describe('sign-in', () => {
  it('needs an email and a password', async () => {
    const res = await post(authApi.signInEmail, { email: '', password: '' });
    expect(res.status).toBe(400);
    expect(res.body.error.message).toBe('You must provide either an email or phone number and a password');
  });

  it('signs in with the right password and refuses a wrong one', async () => {
    const email = freshEmail();
    await register({ name: 'Ірина', email, password: 'right-password' });
    const wrong = await post(authApi.signInEmail, { email, password: 'wrong-password' }, { lang: 'uk' });
    expect(wrong.status).toBe(401);
    expect(wrong.body.error).toEqual({ code: 'INVALID_CREDENTIALS', message: 'Помилка входу' });
    const ok = await post(authApi.signInEmail, {
      email: `  ${email.toUpperCase()} `,
      password: 'right-password',
    });
    expect(ok.status).toBe(200);
    expect(ok.headers.getSetCookie().join(';')).toMatch(/session_token=.*HttpOnly/i);
  });

  it('counts sign-up attempts per client address: the 4th within the hour is refused', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      const res = await post(
        authApi.signUpEmail,
        { name: 'A', email: freshEmail(), password: 'sunflower-42' },
        { ip },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});

describe('malformed account requests', () => {
  it('name the SPEC message for missing sign-in fields and a generic one for wrong types elsewhere', async () => {
    const missing = await postInvalid(authApi.signInEmail, {});
    expect(missing.body.error.fields).toEqual({
      email: 'You must provide either an email or phone number and a password',
      password: 'You must provide either an email or phone number and a password',
    });
    const wrongType = await postInvalid(authApi.signUpEmail, {
      name: 42,
      email: 'x@example.com',
      password: 'sunflower-42',
    });
    expect(wrongType.body.error.fields).toEqual({ name: 'This value is not valid' });
    const notJson = await postInvalid(authApi.signInEmail, 'email=a');
    expect(notJson.body.error.fields).toEqual({ body: 'This value is not valid' });
  });
});
