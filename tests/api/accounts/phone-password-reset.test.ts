import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as authApi from '../../../shared/api/auth';
import { apiPath } from '../../../shared/api/operation';
import { validation } from '../../../shared/i18n/en/validation';
import { cookieOf, outboxFor, setupAuthTestServer, whoIs } from '../../support/auth-client';
import { getJson } from '../../support/http';

// A forgotten password of an account that signs in with its phone number: a texted code, then the
// code and a new password. The answer to the request never tells whether the number has an account.

const { server, post, postInvalid } = setupAuthTestServer();

const password = 'orchard-gate-31';
const newPassword = 'willow-creek-84';

function freshPhone() {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return { number: `+38066${digits}`, typed: `+380 66 ${digits.slice(0, 3)} ${digits.slice(3)}` };
}

const codeIn = (text = '') => text.match(/\b\d{6}\b/)?.[0] ?? '';
const textsTo = (phone: { number: string }) => outboxFor(server(), phone.number);

/** An account made by phone sign-up (one text so far): its number and session cookie. */
async function phoneAccount() {
  const phone = freshPhone();
  const name = `Ірина ${randomUUID().slice(0, 6)}`;
  const res = await post(authApi.signUpPhone, { name, phoneNumber: phone.typed, password });
  const code = codeIn((await textsTo(phone)).at(-1)?.text);
  const confirmed = await post(authApi.confirmPhoneSignUp, {
    signUpId: res.body.signUpId,
    code,
  });
  expect(confirmed.status).toBe(200);
  return { phone, cookie: cookieOf(confirmed) };
}

const requestReset = (phoneNumber: string, lang = 'en') =>
  post(authApi.requestPhonePasswordReset, { phoneNumber }, { lang });
const reset = (body: Record<string, unknown>, lang = 'en') =>
  postInvalid(authApi.resetPasswordByPhone, body, { lang });
const signIn = (phoneNumber: string, pass: string) =>
  post(authApi.signInPhone, { phoneNumber, password: pass });

describe('a forgotten password, by phone', () => {
  it('texts a code in the caller language; the code and a new password replace the old one and end every session', async () => {
    const { phone, cookie } = await phoneAccount();
    const asked = await requestReset(phone.typed, 'uk');
    expect([asked.status, asked.body]).toEqual([200, { status: true }]);
    const text = (await textsTo(phone)).at(-1)?.text ?? '';
    expect(text.startsWith('Код для зміни пароля в Громаді')).toBe(true);

    const wrong = await reset(
      { phoneNumber: phone.typed, otp: codeIn(text) === '000000' ? '111111' : '000000', newPassword },
      'uk',
    );
    expect([wrong.status, wrong.body.error]).toEqual([
      400,
      { code: 'INVALID_CODE', message: 'Код неправильний або застарів' },
    ]);
    expect(await whoIs(server(), cookie)).not.toBeNull();

    const done = await reset({ phoneNumber: phone.typed, otp: codeIn(text), newPassword });
    expect([done.status, done.body]).toEqual([200, { status: true }]);
    expect(await whoIs(server(), cookie)).toBeNull();
    expect((await signIn(phone.number, password)).status).toBe(401);
    expect((await signIn(phone.number, newPassword)).status).toBe(200);
    // A code works once.
    const again = await reset({
      phoneNumber: phone.number,
      otp: codeIn(text),
      newPassword: 'another-one-77',
    });
    expect([again.status, again.body.error.code]).toEqual([400, 'INVALID_CODE']);
  });

  it('answers the same for a number without an account, and texts nothing to it', async () => {
    const phone = freshPhone();
    const asked = await requestReset(phone.typed);
    expect([asked.status, asked.body]).toEqual([200, { status: true }]);
    expect(await textsTo(phone)).toEqual([]);
  });

  it('texts one number at most 3 times an hour with the sign-up code, whoever asks; the answer stays the same', async () => {
    const { phone } = await phoneAccount();
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push((await requestReset(phone.typed)).status);
    expect(answers).toEqual([200, 200, 200, 200]);
    expect(await textsTo(phone)).toHaveLength(3);
  });

  it('refuses bad input with localised messages before anything is texted or changed', async () => {
    const { phone } = await phoneAccount();
    const badNumber = await requestReset('066 123 4567', 'uk');
    expect([badNumber.status, badNumber.body.error.fields]).toEqual([
      400,
      {
        phoneNumber: 'Неправильний номер телефону. Використовуйте міжнародний формат, напр. +380 67 123 4567',
      },
    ]);
    await requestReset(phone.typed);
    const otp = codeIn((await textsTo(phone)).at(-1)?.text);
    const cases = [
      [{ newPassword: 'abc' }, { newPassword: 'Password must be at least 6 characters' }],
      [{ newPassword: 'password123' }, { newPassword: validation.passwordTooCommon }],
      [{ otp: '12ab' }, { otp: validation.invalidCode }],
      [{ phoneNumber: 'call me' }, { phoneNumber: validation.invalidPhone }],
    ] as const;
    for (const [change, fields] of cases) {
      const res = await reset({ phoneNumber: phone.typed, otp, newPassword, ...change });
      expect([res.status, res.body.error.code, res.body.error.fields]).toEqual([
        400,
        'VALIDATION_FAILED',
        fields,
      ]);
    }
    // The code was not used up by the refused attempts.
    expect((await reset({ phoneNumber: phone.typed, otp, newPassword })).status).toBe(200);
  });

  it('is refused from another site', async () => {
    const { phone } = await phoneAccount();
    const res = await getJson(`${server().url}${apiPath(authApi.requestPhonePasswordReset)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ phoneNumber: phone.number }),
    });
    expect(res.status).toBe(403);
    expect(await textsTo(phone)).toHaveLength(1);
  });
});
