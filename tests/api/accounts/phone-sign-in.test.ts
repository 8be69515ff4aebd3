import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as authApi from '../../../shared/api/auth';
import * as meApi from '../../../shared/api/me';
import { cookieOf, nextAddress, outboxFor, setupAuthTestServer, whoIs } from '../../support/auth-client';
import { callApi } from '../../support/http';

const { server, post, postInvalid, register } = setupAuthTestServer();

const password = 'phone-pass-1';

/** A number nobody else in the shared test database has: international and as a person types it. */
function freshPhone() {
  const digits = String(randomInt(0, 10_000_000)).padStart(7, '0');
  return { number: `+1813${digits}`, typed: `+1 (813) ${digits.slice(0, 3)}-${digits.slice(3)}` };
}

async function signedInPerson() {
  const email = `ph${randomUUID().slice(0, 8)}@example.com`;
  return { email, cookie: await register({ name: 'Петро', email, password }) };
}

const phoneOf = async (cookie: string) =>
  (await callApi(server(), meApi.getMe, { cookie })).body.user?.phone_number;

/** Sends a code to the typed number as the signed-in person and reads it from the outbox. */
async function sendCode(cookie: string, phone: { number: string; typed: string }, lang = 'en') {
  const sent = await post(authApi.sendPhoneOtp, { phoneNumber: phone.typed }, { cookie, lang });
  expect(sent.status).toBe(200);
  const text = (await outboxFor(server(), phone.number)).at(-1)?.text ?? '';
  const code = text.match(/\b\d{6}\b/)?.[0];
  if (!code) throw new Error(`no code texted to ${phone.number}`);
  return { code, text };
}

/** A confirmed account with a verified phone number. */
async function personWithPhone() {
  const person = await signedInPerson();
  const phone = freshPhone();
  const { code } = await sendCode(person.cookie, phone);
  const verified = await post(
    authApi.verifyPhone,
    { phoneNumber: phone.typed, code, updatePhoneNumber: true },
    { cookie: person.cookie },
  );
  expect(verified.status).toBe(200);
  return { ...person, phone };
}

describe('adding a phone number', () => {
  it('is only for a signed-in person', async () => {
    const phone = freshPhone();
    const res = await post(authApi.sendPhoneOtp, { phoneNumber: phone.typed });
    expect(res.status).toBe(401);
    expect(await outboxFor(server(), phone.number)).toEqual([]);
  });

  it("texts a code in the caller's language; the number counts only after the right code", async () => {
    const { cookie } = await signedInPerson();
    const phone = freshPhone();
    const { code, text } = await sendCode(cookie, phone, 'uk');
    expect(text.startsWith('Ваш код для Громади')).toBe(true);
    const [sms] = await outboxFor(server(), phone.number);
    expect(sms?.subject).toBe('SMS');

    const wrongCode = code === '000000' ? '111111' : '000000';
    const wrong = await post(
      authApi.verifyPhone,
      { phoneNumber: phone.typed, code: wrongCode, updatePhoneNumber: true },
      { cookie },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error.code).toBe('INVALID_CODE');
    expect(await phoneOf(cookie)).toBeNull();

    const right = await post(
      authApi.verifyPhone,
      { phoneNumber: phone.typed, code, updatePhoneNumber: true },
      { cookie },
    );
    expect(right.status).toBe(200);
    expect(await phoneOf(cookie)).toBe(phone.number);
  });

  it('keeps the passwordless path closed: a code without updatePhoneNumber is refused', async () => {
    const { cookie } = await signedInPerson();
    const phone = freshPhone();
    const { code } = await sendCode(cookie, phone);
    const res = await postInvalid(authApi.verifyPhone, { phoneNumber: phone.typed, code }, { cookie });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toHaveProperty('updatePhoneNumber');
    expect(await phoneOf(cookie)).toBeNull();
  });

  it('refuses a number another account already has', async () => {
    const owner = await personWithPhone();
    const other = await signedInPerson();
    const { code } = await sendCode(other.cookie, owner.phone);
    const res = await post(
      authApi.verifyPhone,
      { phoneNumber: owner.phone.number, code, updatePhoneNumber: true },
      { cookie: other.cookie },
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('PHONE_NUMBER_TAKEN');
    expect(await phoneOf(other.cookie)).toBeNull();
  });

  it('refuses a number that is not in international format', async () => {
    const { cookie } = await signedInPerson();
    const res = await post(authApi.sendPhoneOtp, { phoneNumber: 'abc' }, { cookie, lang: 'en' });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      fields: { phoneNumber: 'Invalid phone number. Use the international format, e.g. +1 813 555 0100' },
    });
  });
});

describe('signing in with a phone number', () => {
  it('works with the verified number as typed and the password', async () => {
    const { email, phone } = await personWithPhone();
    const res = await post(authApi.signInPhone, { phoneNumber: phone.typed, password });
    expect(res.status).toBe(200);
    expect((await whoIs(server(), cookieOf(res)))?.email).toBe(email);
  });

  it('answers a wrong password exactly like an unknown number', async () => {
    const { phone } = await personWithPhone();
    const wrong = await post(
      authApi.signInPhone,
      { phoneNumber: phone.typed, password: 'not-my-password' },
      { lang: 'en' },
    );
    const unknown = await post(
      authApi.signInPhone,
      { phoneNumber: freshPhone().typed, password },
      { lang: 'en' },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: { code: 'INVALID_CREDENTIALS', message: 'Error logging in' } });
    expect([unknown.status, unknown.body]).toEqual([wrong.status, wrong.body]);
    expect(cookieOf(wrong)).not.toMatch(/session_token=[^;]/);
  });

  it('allows exactly 5 phone sign-ins per address in 15 minutes, however quick', async () => {
    const { phone } = await personWithPhone();
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const body = { phoneNumber: phone.typed, password: `wrong-password-${i}` };
      statuses.push((await post(authApi.signInPhone, body, { ip })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
  });

  it('shares the sign-in limit (auth_login: 5 per 15 minutes per address) with email sign-ins', async () => {
    const ip = nextAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const email = `nobody${randomUUID().slice(0, 8)}@example.com`;
      statuses.push((await post(authApi.signInEmail, { email, password }, { ip })).status);
    }
    for (let i = 0; i < 3; i++) {
      const phoneNumber = freshPhone().typed;
      statuses.push((await post(authApi.signInPhone, { phoneNumber, password }, { ip })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429]);
  });
});

describe('closed account endpoints', () => {
  it('answer 404', async () => {
    const { cookie } = await personWithPhone();
    const update = await post(authApi.updateUser, { name: 'Someone else' }, { cookie });
    expect(update.status).toBe(404);
  });
});
