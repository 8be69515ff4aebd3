import { randomInt, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../../server/db/schema/auth';
import * as authApi from '../../../shared/api/auth';
import * as meApi from '../../../shared/api/me';
import { validation } from '../../../shared/i18n/en/validation';
import { cookieOf, outboxFor, setupAuthTestServer } from '../../support/auth-client';
import { callApi } from '../../support/http';

const { server, post } = setupAuthTestServer();

const password = 'meadow-lark-19';

/** A number nobody else in the shared test database has, as a person types it and as stored. */
function freshPhone() {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return { number: `+38067${digits}`, typed: `+380 67 ${digits.slice(0, 3)} ${digits.slice(3)}` };
}

/** Display names are unique: one per test. */
const freshName = (base = 'Оксана') => `${base} ${randomUUID().slice(0, 6)}`;

const me = async (cookie: string) => (await callApi(server(), meApi.getMe, { cookie })).body.user;

const accountsWith = (phoneNumber: string) =>
  server().deps.db.select({ id: user.id }).from(user).where(eq(user.phoneNumber, phoneNumber));

const codeIn = (text = '') => text.match(/\b\d{6}\b/)?.[0];

/** The first step; returns its answer and the code texted to the number (if one was). */
async function requestSignUp(phone: { number: string; typed: string }, name: string, lang = 'en') {
  const before = (await outboxFor(server(), phone.number)).length;
  const res = await post(authApi.signUpPhone, { name, phoneNumber: phone.typed, password }, { lang });
  const texts = await outboxFor(server(), phone.number);
  return { res, newTexts: texts.slice(before), code: codeIn(texts.slice(before).at(-1)?.text) };
}

const confirm = (signUpId: string, code: string) => post(authApi.confirmPhoneSignUp, { signUpId, code });

/** An account made by phone sign-up: its number, name and session cookie. */
async function phoneAccount() {
  const phone = freshPhone();
  const name = freshName();
  const { res, code } = await requestSignUp(phone, name);
  const confirmed = await confirm(res.body.signUpId, code ?? '');
  expect(confirmed.status).toBe(200);
  return { phone, name, cookie: cookieOf(confirmed) };
}

describe('signing up with a phone number', () => {
  it('texts a code, creates the account only when it comes back, signs in, and the number and password sign in later', async () => {
    const phone = freshPhone();
    const name = freshName();
    const { res, newTexts, code } = await requestSignUp(phone, name, 'uk');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: true, signUpId: expect.stringMatching(/^[\w-]{32}$/) });
    expect(cookieOf(res)).not.toMatch(/session_token=[^;]/);
    expect(newTexts).toHaveLength(1);
    expect(newTexts[0]?.text.startsWith('Ваш код для Громади')).toBe(true);
    expect(await accountsWith(phone.number)).toEqual([]);

    const confirmed = await confirm(res.body.signUpId, code ?? '');
    expect(confirmed.status).toBe(200);
    const cookie = cookieOf(confirmed);
    expect(cookie).toMatch(/session_token=[^;]/);
    expect(await me(cookie)).toMatchObject({
      phone_number: phone.number,
      display_name: name,
      email: null,
      role: 'user',
      sign_in_methods: ['credential'],
    });
    expect(await accountsWith(phone.number)).toHaveLength(1);

    // The code works once.
    expect((await confirm(res.body.signUpId, code ?? '')).body.error.code).toBe('INVALID_CODE');

    const signIn = await post(authApi.signInPhone, { phoneNumber: phone.typed, password });
    expect(signIn.status).toBe(200);
    expect((await me(cookieOf(signIn)))?.phone_number).toBe(phone.number);
  });

  it('refuses a wrong code, and after three wrong ones the right one too', async () => {
    const phone = freshPhone();
    const { res, code } = await requestSignUp(phone, freshName());
    const wrong = code === '000000' ? '111111' : '000000';
    const first = await post(
      authApi.confirmPhoneSignUp,
      { signUpId: res.body.signUpId, code: wrong },
      { lang: 'uk' },
    );
    expect(first.status).toBe(400);
    expect(first.body.error).toEqual({ code: 'INVALID_CODE', message: 'Код неправильний або застарів' });
    expect(cookieOf(first)).not.toMatch(/session_token=[^;]/);
    for (let i = 0; i < 2; i++) expect((await confirm(res.body.signUpId, wrong)).status).toBe(400);
    const right = await confirm(res.body.signUpId, code ?? '');
    expect([right.status, right.body.error.code]).toEqual([400, 'INVALID_CODE']);
    expect(await accountsWith(phone.number)).toEqual([]);
  });

  it('refuses a number not in international format with a localised message, and texts nothing', async () => {
    for (const [lang, message] of [
      ['en', 'Invalid phone number. Use the international format, e.g. +1 813 555 0100'],
      ['uk', 'Неправильний номер телефону. Використовуйте міжнародний формат, напр. +380 67 123 4567'],
    ] as const) {
      const res = await post(
        authApi.signUpPhone,
        { name: freshName(), phoneNumber: '067 123 4567', password },
        { lang },
      );
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { phoneNumber: message } });
    }
    expect(await outboxFor(server(), '0671234567')).toEqual([]);
  });

  it('checks the password and the name as everywhere else, before any text is sent', async () => {
    const phone = freshPhone();
    const taken = await phoneAccount();
    const cases = [
      [{ password: 'abc' }, 400, { password: 'Password must be at least 6 characters' }],
      [{ password: 'password123' }, 400, { password: validation.passwordTooCommon }],
      [{ name: '<b></b>' }, 400, { name: 'Name is required' }],
      [
        { name: 'Аdmin' },
        400,
        { name: "This name is kept for the site's own team; please choose another one" },
      ],
      [{ name: taken.name.toUpperCase() }, 409, { name: 'This display name is already taken' }],
    ] as const;
    for (const [change, status, fields] of cases) {
      const body = { name: freshName(), phoneNumber: phone.typed, password, ...change };
      const res = await post(authApi.signUpPhone, body);
      expect([res.status, res.body.error.fields]).toEqual([status, fields]);
    }
    expect(await outboxFor(server(), phone.number)).toEqual([]);
  });
});

describe('a number that already has an account', () => {
  it('gets the same answer, no code and no second account; its owner is told by text', async () => {
    const owner = await phoneAccount();
    const fresh = await requestSignUp(freshPhone(), freshName());
    const again = await requestSignUp(owner.phone, freshName('Intruder'));
    expect(again.res.status).toBe(fresh.res.status);
    expect(Object.keys(again.res.body)).toEqual(Object.keys(fresh.res.body));
    expect(again.code).toBeUndefined();
    expect(again.newTexts.map((t) => t.text)).toEqual([
      expect.stringMatching(/^Someone tried to create a Hromada account with this phone number/),
    ]);

    for (const code of ['000000', '123456', '999999'])
      expect((await confirm(again.res.body.signUpId, code)).status).toBe(400);
    expect(await accountsWith(owner.phone.number)).toHaveLength(1);
    const intruder = await post(authApi.signInPhone, {
      phoneNumber: owner.phone.number,
      password: 'intruder-pass-3',
    });
    expect(intruder.status).toBe(401);
    expect((await me(owner.cookie))?.display_name).toBe(owner.name);
  });
});

describe('sign-ups of one number under way at once', () => {
  it("each keep their own password: a stranger's request cannot change the one being confirmed", async () => {
    const phone = freshPhone();
    const mine = await requestSignUp(phone, freshName());
    const strangers = await post(authApi.signUpPhone, {
      name: freshName('Stranger'),
      phoneNumber: phone.number,
      password: 'stranger-pass-8',
    });
    const strangersCode = codeIn((await outboxFor(server(), phone.number)).at(-1)?.text);
    // The newest text on the phone is the stranger's code: it does not confirm my sign-up.
    expect((await confirm(mine.res.body.signUpId, strangersCode ?? '')).status).toBe(400);
    expect((await confirm(mine.res.body.signUpId, mine.code ?? '')).status).toBe(200);
    expect((await confirm(strangers.body.signUpId, strangersCode ?? '')).body.error.code).toBe(
      'PHONE_NUMBER_TAKEN',
    );
    const signIn = (pw: string) => post(authApi.signInPhone, { phoneNumber: phone.number, password: pw });
    expect((await signIn(password)).status).toBe(200);
    expect((await signIn('stranger-pass-8')).status).toBe(401);
  });

  it('texts one number at most 3 times an hour, whoever asks; the answer stays the same', async () => {
    const phone = freshPhone();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await requestSignUp(phone, freshName())).res);
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(await outboxFor(server(), phone.number)).toHaveLength(3);
    // No code was sent for the fourth: nothing waits to be guessed.
    expect((await confirm(answers[3]?.body.signUpId, '000000')).status).toBe(400);
  });
});

describe('an account made by phone', () => {
  it('gets no mail at its stand-in address and can add a real email', async () => {
    const { cookie } = await phoneAccount();
    const [row] = await server()
      .deps.db.select({ email: user.email })
      .from(user)
      .where(eq(user.id, (await me(cookie)).id));
    const reset = await post(authApi.requestPasswordReset, { email: row?.email ?? '' });
    expect(reset.status).toBe(200);
    expect(await outboxFor(server(), row?.email ?? '')).toEqual([]);

    const email = `added${randomUUID().slice(0, 8)}@example.com`;
    const change = await post(authApi.changeEmail, { newEmail: email, password }, { cookie });
    expect(change.status).toBe(200);
    const link = (await outboxFor(server(), email)).at(-1)?.text.match(/https?:\/\/\S+/)?.[0] ?? '';
    expect((await fetch(link, { redirect: 'manual' })).status).toBe(302);
    expect((await me(cookie))?.email).toBe(email);
  });
});
