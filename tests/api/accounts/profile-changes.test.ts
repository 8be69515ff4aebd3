import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import * as authApi from '../../../shared/api/auth';
import * as meApi from '../../../shared/api/me';
import { nextAddress, openMailedLink, setupAuthTestServer } from '../../support/auth-client';
import { callApi } from '../../support/http';

const { server, post, register, whoIs, outboxFor, newestLinkTo } = setupAuthTestServer();

const password = 'profile-pass-1';
const freshEmail = () => `pc${randomUUID().slice(0, 8)}@example.com`;
const suffix = () => randomUUID().slice(0, 6);

/** A confirmed, signed-in person; their display name starts as the local part of the address. */
async function person() {
  const email = freshEmail();
  return { email, cookie: await register({ name: 'Олена', email, password }) };
}

/** PATCH /api/v1/me as the SPA sends it (no Origin needed: JSON plus the session cookie). */
const rename = (display_name: unknown, cookie?: string, lang = 'en') =>
  callApi(server(), meApi.updateMe, {
    cookie,
    lang,
    headers: { 'x-forwarded-for': nextAddress() },
    // Some names are not even text: the body goes as the test wrote it.
    body: { display_name: String(display_name) },
    invalidBody: { display_name },
  });

const me = async (cookie: string) => (await whoIs(cookie)) as { email: string; display_name: string } | null;

describe('changing the display name', () => {
  it('is refused to a visitor', async () => {
    const res = await rename('Anyone');
    expect(res.status).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHORIZED');
  });

  it('stores the name without markup and shows it from then on', async () => {
    const { cookie } = await person();
    const tag = suffix();
    const res = await rename(`<b>Nova</b> Name ${tag}`, cookie);
    expect(res.status).toBe(200);
    expect(res.body.user.display_name).toBe(`Nova Name ${tag}`);
    expect((await me(cookie))?.display_name).toBe(`Nova Name ${tag}`);
  });

  it("refuses someone else's name whatever its case, but takes one's own in a new case", async () => {
    const other = await person();
    const taken = other.email.split('@')[0] ?? '';
    expect((await me(other.cookie))?.display_name).toBe(taken);
    const { cookie, email } = await person();

    const clash = await rename(taken.toUpperCase(), cookie);
    expect(clash.status).toBe(409);
    expect(clash.body.error).toMatchObject({
      code: 'DISPLAY_NAME_TAKEN',
      fields: { display_name: 'This display name is already taken' },
    });
    const own = (email.split('@')[0] ?? '').toUpperCase();
    const same = await rename(own, cookie);
    expect(same.status).toBe(200);
    expect((await me(cookie))?.display_name).toBe(own);
  });

  it('needs 1 to 40 characters', async () => {
    const { cookie } = await person();
    for (const nothing of ['', '<i></i>']) {
      const empty = await rename(nothing, cookie);
      expect(empty.status).toBe(400);
      expect(empty.body.error.fields).toEqual({ display_name: 'Display name is required' });
    }
    const long = await rename('x'.repeat(41), cookie);
    expect(long.status).toBe(400);
    expect(Object.keys(long.body.error.fields)).toEqual(['display_name']);
    expect((await rename('x'.repeat(34) + suffix(), cookie)).status).toBe(200);
  });

  it('counts changes per person (profile_update: 5 an hour)', async () => {
    const { cookie } = await person();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await rename(`Name ${suffix()}`, cookie)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});

describe('changing the email address', () => {
  const changeEmail = (cookie: string, newEmail: string, pass: string) =>
    post(authApi.changeEmail, { newEmail, password: pass, callbackURL: '/profile' }, { cookie });

  it('needs the current password', async () => {
    const { cookie, email } = await person();
    const newEmail = freshEmail();
    const res = await changeEmail(cookie, newEmail, 'not-my-password');
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('CURRENT_PASSWORD_INCORRECT');
    expect(await outboxFor(newEmail)).toEqual([]);
    expect((await me(cookie))?.email).toBe(email);
  });

  it('takes effect once the link mailed to the new address is opened', async () => {
    const { cookie, email } = await person();
    const newEmail = freshEmail();
    const res = await changeEmail(cookie, newEmail, password);
    expect(res.status).toBe(200);
    expect((await me(cookie))?.email).toBe(email);

    const opened = await openMailedLink(await newestLinkTo(newEmail));
    expect(opened.status).toBe(302);
    expect((await me(cookie))?.email).toBe(newEmail);
    expect((await post(authApi.signInEmail, { email: newEmail, password })).status).toBe(200);
    expect((await post(authApi.signInEmail, { email, password })).status).toBe(401);
  });

  it('to an address someone else has answers the same and mails nothing there', async () => {
    const other = await person();
    const { cookie, email } = await person();
    const mailsBefore = (await outboxFor(other.email)).length;
    const toFree = await changeEmail(cookie, freshEmail(), password);
    const toTaken = await changeEmail(cookie, other.email, password);
    expect([toTaken.status, toTaken.body]).toEqual([toFree.status, toFree.body]);
    expect(await outboxFor(other.email)).toHaveLength(mailsBefore);
    expect((await me(cookie))?.email).toBe(email);
  });
});
