import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as authApi from '../../../shared/api/auth';
import { cookieOf, setupAuthTestServer, whoIs } from '../../support/auth-client';

const { server, post, register } = setupAuthTestServer();

/** A new account signed in on two devices. */
async function personOnTwoDevices() {
  const email = `s${randomUUID().slice(0, 8)}@example.com`;
  const password = 'first-password';
  const phone = await register({ name: 'Марія', email, password });
  const laptop = cookieOf(await post(authApi.signInEmail, { email, password }));
  expect((await whoIs(server(), phone))?.email).toBe(email);
  expect((await whoIs(server(), laptop))?.email).toBe(email);
  return { email, password, phone, laptop };
}

describe('signing out', () => {
  it('of this device leaves the other signed in', async () => {
    const { phone, laptop } = await personOnTwoDevices();
    expect((await post(authApi.signOut, {}, { cookie: phone })).status).toBe(200);
    expect(await whoIs(server(), phone)).toBeNull();
    expect(await whoIs(server(), laptop)).not.toBeNull();
  });

  it('of all other devices keeps only this one', async () => {
    const { phone, laptop } = await personOnTwoDevices();
    expect((await post(authApi.revokeOtherSessions, {}, { cookie: phone })).status).toBe(200);
    expect(await whoIs(server(), phone)).not.toBeNull();
    expect(await whoIs(server(), laptop)).toBeNull();
  });

  it('of all devices ends every session', async () => {
    const { phone, laptop } = await personOnTwoDevices();
    expect((await post(authApi.revokeSessions, {}, { cookie: phone })).status).toBe(200);
    expect(await whoIs(server(), phone)).toBeNull();
    expect(await whoIs(server(), laptop)).toBeNull();
  });
});

describe('changing the password', () => {
  it("needs the current password ('Current password is incorrect')", async () => {
    const { phone } = await personOnTwoDevices();
    const wrong = await post(
      authApi.changePassword,
      { currentPassword: 'not-it', newPassword: 'second-password' },
      { cookie: phone, lang: 'en' },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toEqual({
      code: 'CURRENT_PASSWORD_INCORRECT',
      message: 'Current password is incorrect',
    });
    const short = await post(
      authApi.changePassword,
      { currentPassword: 'first-password', newPassword: '123' },
      { cookie: phone, lang: 'uk' },
    );
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual({ newPassword: 'Пароль має містити щонайменше 6 символів' });
  });

  it('takes the new password, refuses the old one, and can end the other sessions', async () => {
    const { email, password, phone, laptop } = await personOnTwoDevices();
    const res = await post(
      authApi.changePassword,
      { currentPassword: password, newPassword: 'second-password', revokeOtherSessions: true },
      { cookie: phone },
    );
    expect(res.status).toBe(200);
    expect(await whoIs(server(), laptop)).toBeNull();
    expect((await post(authApi.signInEmail, { email, password })).status).toBe(401);
    expect((await post(authApi.signInEmail, { email, password: 'second-password' })).status).toBe(200);
  });

  it('counts attempts per person, wherever they come from (profile_update: 5 an hour)', async () => {
    const { phone } = await personOnTwoDevices();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await post(
        authApi.changePassword,
        { currentPassword: `wrong-${i}`, newPassword: 'second-password' },
        { cookie: phone },
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // Two sign-ins and five password checks, each a deliberately slow scrypt: room for a busy machine.
  }, 90_000);

  it('refuses a common new password', async () => {
    const { phone } = await personOnTwoDevices();
    const res = await post(
      authApi.changePassword,
      { currentPassword: 'first-password', newPassword: 'iloveyou' },
      { cookie: phone },
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.error.fields)).toEqual(['newPassword']);
  });

  it('is refused to a visitor', async () => {
    const res = await post(authApi.changePassword, {
      currentPassword: 'a-password',
      newPassword: 'b-password',
    });
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });
});
