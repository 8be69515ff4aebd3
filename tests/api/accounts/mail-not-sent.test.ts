import { randomInt, randomUUID } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as authApi from '../../../shared/api/auth';
import { apiPath } from '../../../shared/api/operation';
import { errors as en } from '../../../shared/i18n/en/errors';
import { errors as uk } from '../../../shared/i18n/uk/errors';
import { outboxFor, setupAuthTestServer } from '../../support/auth-client';

// Mail that cannot be written (here: a file stands where the outbox folder should be, as unwritable
// as a full disk) is not answered as sent: the person is told, in their language, and what they
// asked for can be had once mail goes out again.

const { server, post, register } = setupAuthTestServer();
const password = 'lantern-harbor-57';
const freshEmail = () => `unsent-${randomUUID().slice(0, 8)}@example.com`;
const outbox = () => join(server().deps.env.DATA_DIR, 'outbox');

function breakOutbox() {
  const dir = outbox();
  mkdirSync(dir, { recursive: true });
  renameSync(dir, `${dir}-kept-${randomUUID()}`);
  writeFileSync(dir, 'not a folder');
}
function repairOutbox() {
  if (statSync(outbox(), { throwIfNoEntry: false })?.isFile()) rmSync(outbox());
}
afterEach(repairOutbox);

const signUp = (email: string, lang = 'en') =>
  post(authApi.signUpEmail, { name: 'Olena Test', email, password }, { lang });

describe('mail that cannot be written', () => {
  it('answers a sign-up 503 SIGN_UP_MAIL_NOT_SENT in en and uk; signing in once mail works sends the link', async () => {
    const email = freshEmail();
    breakOutbox();
    const answer = await signUp(email);
    expect(answer.status).toBe(503);
    expect(answer.body.error).toEqual({ code: 'SIGN_UP_MAIL_NOT_SENT', message: en.SIGN_UP_MAIL_NOT_SENT });
    const inUkrainian = await signUp(freshEmail(), 'uk');
    expect(inUkrainian.body.error).toEqual({
      code: 'SIGN_UP_MAIL_NOT_SENT',
      message: uk.SIGN_UP_MAIL_NOT_SENT,
    });

    repairOutbox();
    expect(await outboxFor(server(), email)).toEqual([]);
    const signIn = await post(authApi.signInEmail, { email, password });
    expect(signIn.body.error.code).toBe('EMAIL_NOT_VERIFIED');
    expect((await outboxFor(server(), email)).map((mail) => mail.text)).toEqual([
      expect.stringContaining(`${apiPath(authApi.verifyEmail)}?token=`),
    ]);
  });

  it('answers a sign-up with a taken address the same way (the owner’s note could not go either)', async () => {
    const taken = freshEmail();
    await register({ email: taken, password });
    breakOutbox();
    const again = await signUp(taken);
    expect(again.status).toBe(503);
    expect(again.body.error.code).toBe('SIGN_UP_MAIL_NOT_SENT');
  });

  it('answers "send the confirmation again" 503 MAIL_NOT_SENT, not 500, and sends it once mail works', async () => {
    const email = freshEmail();
    expect((await signUp(email)).status).toBe(200);
    breakOutbox();
    const resend = await post(authApi.sendVerificationEmail, { email }, { lang: 'uk' });
    expect(resend.status).toBe(503);
    expect(resend.body.error).toEqual({ code: 'MAIL_NOT_SENT', message: uk.MAIL_NOT_SENT });
    expect(resend.headers.get('retry-after')).toBe('300');

    repairOutbox();
    expect((await post(authApi.sendVerificationEmail, { email })).status).toBe(200);
    expect(await outboxFor(server(), email)).toHaveLength(1);
  });

  it('answers a password reset and a phone code 503 MAIL_NOT_SENT', async () => {
    const email = freshEmail();
    await register({ email, password });
    breakOutbox();
    const reset = await post(authApi.requestPasswordReset, { email });
    expect(reset.status).toBe(503);
    expect(reset.body.error.code).toBe('MAIL_NOT_SENT');

    const phone = `+38067${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
    const code = await post(authApi.signUpPhone, {
      name: 'Taras Test',
      phoneNumber: phone,
      password,
    });
    expect(code.status).toBe(503);
    expect(code.body.error).toEqual({ code: 'MAIL_NOT_SENT', message: en.MAIL_NOT_SENT });
  });
});
