import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../../server/db/schema/auth';
import { setAccountDisabled } from '../../../server/services/profiles/set-account-disabled';
import * as authApi from '../../../shared/api/auth';
import { cookieOf, setupAuthTestServer, whoIs } from '../../support/auth-client';

const { server, post, register } = setupAuthTestServer();

describe('a disabled account', () => {
  it('loses its sessions at once, cannot sign in, and can be enabled again', async () => {
    const email = `d${randomUUID().slice(0, 8)}@example.com`;
    const password = 'steady-password-9';
    const cookie = await register({ name: 'Петро', email, password });
    const [row] = await server().deps.db.select().from(user).where(eq(user.email, email));
    expect(await whoIs(server(), cookie)).not.toBeNull();

    await setAccountDisabled(server().deps, row?.id ?? '', true);
    expect(await whoIs(server(), cookie)).toBeNull();
    const changed = await post(
      authApi.changePassword,
      { currentPassword: password, newPassword: 'other-password-9' },
      { cookie },
    );
    expect(changed.status).toBe(401);

    const refused = await post(authApi.signInEmail, { email, password }, { lang: 'uk' });
    expect(refused.status).toBe(403);
    expect(refused.body.error).toEqual({
      code: 'ACCOUNT_DISABLED',
      message: 'Цей обліковий запис вимкнено. Зверніться до адміністраторів громади.',
    });
    expect(refused.headers.getSetCookie().join(';')).not.toMatch(/session_token=[^;]+\./);

    // Without the password nobody learns the account exists, let alone that it is disabled.
    const wrong = await post(authApi.signInEmail, { email, password: 'not-the-password' });
    expect(wrong.body.error.code).toBe('INVALID_CREDENTIALS');

    await setAccountDisabled(server().deps, row?.id ?? '', false);
    const again = await post(authApi.signInEmail, { email, password });
    expect(again.status).toBe(200);
    expect(await whoIs(server(), cookieOf(again))).toMatchObject({ email });
  });
});
