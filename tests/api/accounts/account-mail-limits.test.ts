import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MAILS_PER_INBOX } from '../../../server/services/account-protection/inbox-limit';
import * as authApi from '../../../shared/api/auth';
import { outboxFor, resetTokenIn, setupAuthTestServer } from '../../support/auth-client';

// Every call comes from a new client address (setupAuthTestServer): the per-address limits never meet.
const { server, post, register } = setupAuthTestServer();
const freshEmail = () => `inbox-${randomUUID().slice(0, 8)}@example.com`;

const resetTokens = async (email: string) =>
  (await outboxFor(server(), email))
    .map((m) => resetTokenIn(m.text))
    .filter((token): token is string => Boolean(token));

describe('password reset links and unasked-for account mail', () => {
  it('a completed reset ends every other reset link of the person', async () => {
    const email = freshEmail();
    await register({ email, password: 'first-password-1' });
    for (let i = 0; i < 2; i++)
      expect((await post(authApi.requestPasswordReset, { email })).status).toBe(200);
    const [older = '', newer = ''] = await resetTokens(email);
    expect(older && newer && older !== newer).toBe(true);

    expect(
      (await post(authApi.resetPassword, { token: newer, newPassword: 'second-password-2' })).status,
    ).toBe(200);
    const stale = await post(authApi.resetPassword, { token: older, newPassword: 'third-password-3' });
    expect(stale.status).toBe(400);
    expect(stale.body.error.fields).toEqual({
      token: 'This password reset link is not valid any more. Please ask for a new one.',
    });
    expect((await post(authApi.signInEmail, { email, password: 'second-password-2' })).status).toBe(200);
  });

  it('one inbox gets at most 3 reset or "someone tried to register" mails an hour, whoever asks; the answers do not change', async () => {
    const email = freshEmail();
    await register({ email, password: 'first-password-1' });
    const before = (await outboxFor(server(), email)).length;
    const asked = [];
    for (let i = 0; i < 2; i++) asked.push(await post(authApi.requestPasswordReset, { email }));
    // Signing up again with a taken address mails its owner a note: from the same share.
    const signedUp = [];
    for (let i = 0; i < 2; i++)
      signedUp.push(await post(authApi.signUpEmail, { name: 'Someone', email, password: `other-pass-${i}` }));

    // The answers do not tell a dropped mail from a sent one (sign-up answers carry fresh timestamps).
    expect(asked.map((a) => a.status)).toEqual([200, 200]);
    expect(asked[1]?.body).toEqual(asked[0]?.body);
    expect(signedUp.map((a) => a.status)).toEqual([200, 200]);
    const subjects = (await outboxFor(server(), email)).slice(before).map((m) => m.subject);
    expect(subjects).toHaveLength(ACCOUNT_MAILS_PER_INBOX.limit);
    expect(subjects.filter((s) => s.startsWith('Someone tried to register'))).toHaveLength(1);

    // Another inbox is not affected.
    const other = freshEmail();
    await register({ email: other, password: 'first-password-1' });
    expect((await post(authApi.requestPasswordReset, { email: other })).status).toBe(200);
    expect(await resetTokens(other)).toHaveLength(1);
  });
});
