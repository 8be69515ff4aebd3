import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOutbox } from '../../../server/mail/outbox-mailer';
import * as authApi from '../../../shared/api/auth';
import { resetTokenIn, setupAuthTestServer, whoIs } from '../../support/auth-client';

const { server, post, register } = setupAuthTestServer();
const isResetMail = (m: { subject: string }) => /password|пароля/i.test(m.subject);
const mailTo = async (email: string) =>
  (await readOutbox(join(server().deps.env.DATA_DIR, 'outbox'))).filter(
    (m) => m.to === email && isResetMail(m),
  );

describe('password recovery by email', () => {
  it('mails a link in the asker’s language; the new password works, the old one and every session do not', async () => {
    const email = `r${randomUUID().slice(0, 8)}@example.com`;
    const cookie = await register({ name: 'Ольга', email, password: 'old-password-1' });

    const asked = await post(
      authApi.requestPasswordReset,
      { email, redirectTo: '/reset-password' },
      { lang: 'uk' },
    );
    expect(asked.status).toBe(200);
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe('Відновлення пароля до Громади');
    const token = resetTokenIn(mail?.text) ?? '';
    expect(token).not.toBe('');

    const common = await post(authApi.resetPassword, { token, newPassword: 'iloveyou' });
    expect(common.status).toBe(400);
    const reset = await post(authApi.resetPassword, { token, newPassword: 'new-password-2' });
    expect(reset.status).toBe(200);

    expect(await whoIs(server(), cookie)).toBeNull();
    expect((await post(authApi.signInEmail, { email, password: 'old-password-1' })).status).toBe(401);
    expect((await post(authApi.signInEmail, { email, password: 'new-password-2' })).status).toBe(200);

    const reused = await post(
      authApi.resetPassword,
      { token, newPassword: 'third-password-3' },
      { lang: 'en' },
    );
    expect(reused.status).toBe(400);
    expect(reused.body.error.fields).toEqual({
      token: 'This password reset link is not valid any more. Please ask for a new one.',
    });
  });

  it('answers an unknown email exactly like a known one, and mails nobody', async () => {
    const known = `k${randomUUID().slice(0, 8)}@example.com`;
    await register({ name: 'Known', email: known, password: 'known-password-1' });
    const unknown = `u${randomUUID().slice(0, 8)}@example.com`;
    const a = await post(authApi.requestPasswordReset, { email: known });
    const b = await post(authApi.requestPasswordReset, { email: unknown });
    expect([a.status, a.body]).toEqual([b.status, b.body]);
    expect(await mailTo(unknown)).toEqual([]);
    expect(await mailTo(known)).toHaveLength(1);
  });

  it('refuses a redirect to another site and a malformed email', async () => {
    expect(
      (
        await post(authApi.requestPasswordReset, {
          email: 'a@example.com',
          redirectTo: '//evil.example',
        })
      ).status,
    ).toBe(400);
    expect(
      (await post(authApi.requestPasswordReset, { email: 'not-an-email' })).body.error.fields,
    ).toHaveProperty('email');
  });
});
