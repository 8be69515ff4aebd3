import { expect } from '@playwright/test';
import * as authApi from '../shared/api/auth';
import * as meApi from '../shared/api/me';
import { apiPath } from '../shared/api/operation';
import { totpCode } from '../tests/support/totp';
import {
  addPhoneByApi,
  enableTwoFactorByApi,
  expectPath,
  expectWelcome,
  fillSignIn,
  journeyIn,
  registerByApi,
  signOutByApi,
  signOutFromMenu,
  test,
  uniqueEmail,
} from './auth-support';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  shot,
  startJourney,
  withPreferences,
} from './support';

// Sign-in by phone number, the two-factor step and Google; the other account journeys are in auth.spec.ts.
for (const language of ['uk', 'en'] as const) {
  const { t, v, errors, viewport, other, theme, otherTheme } = journeyIn(language);

  test.describe(`accounts (${language})`, () => {
    test('sign in with a phone number typed with spaces', async ({ page }) => {
      await page.setViewportSize(other);
      await withPreferences(page, { language, theme });
      const user = { name: 'Phone User', email: uniqueEmail('phone', language), password: 'phone-pass-7' };
      const digits = String(Date.now()).slice(-7);
      const phone = `+38067${digits}`;
      await page.goto('/login');
      await registerByApi(page, user, { signedIn: true });
      await addPhoneByApi(page, phone);
      await signOutByApi(page);

      await page.reload();
      await fillSignIn(page, language, `+380 67 ${digits.slice(0, 3)} ${digits.slice(3)}`, user.password);
      await expectPath(page, '/');
      await expectWelcome(page, language, user.email.split('@')[0] ?? '');

      // A wrong password by phone is the same "Error logging in".
      await signOutFromMenu(page, language);
      await page.goto('/login');
      await fillSignIn(page, language, phone, 'not-the-password');
      await expect(page.getByTestId('form-error')).toHaveText(v.loginFailed);
    });

    test('two-factor sign-in with an authenticator code, then with a backup code', async ({ page }) => {
      const consoleErrors = collectConsoleErrors(page);
      await page.setViewportSize(viewport);
      await withPreferences(page, { language, theme: otherTheme });
      const user = { name: '2FA User', email: uniqueEmail('totp', language), password: 'two-factor-7' };
      await page.goto('/login');
      await registerByApi(page, user, { signedIn: true });
      const { secret, backupCodes } = await enableTwoFactorByApi(page, user.password);
      await signOutByApi(page);

      await page.reload();
      await fillSignIn(page, language, user.email, user.password);
      const step = page.getByTestId('two-factor-form');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.auth.twoFactorTitle);
      await expect(step.getByRole('textbox', { name: t.auth.totpCode })).toBeFocused();
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `two-factor-${language}-${otherTheme}-${viewport.width}`);

      // A malformed code is explained in the page; a wrong one by the server.
      await step.getByRole('textbox', { name: t.auth.totpCode }).fill('12');
      await step.getByRole('button', { name: t.auth.verifySubmit }).click();
      await expect(step.getByText(v.invalidCode)).toBeVisible();
      const wrong = totpCode(secret, Date.now() - 10 * 60_000);
      await step
        .getByRole('textbox', { name: t.auth.totpCode })
        .fill(wrong === totpCode(secret) ? '000000' : wrong);
      await step.getByRole('button', { name: t.auth.verifySubmit }).click();
      await expect(step.getByText(errors.INVALID_CODE)).toBeVisible();

      // One code, read once: computed again at the check, it may belong to the next 30-s step.
      const code = totpCode(secret);
      await step.getByRole('textbox', { name: t.auth.totpCode }).fill(code);
      await step.getByRole('checkbox', { name: t.auth.trustDevice }).check();
      const verified = page.waitForRequest(`**${apiPath(authApi.verifyTotp)}`);
      await step.getByRole('button', { name: t.auth.verifySubmit }).click();
      expect((await verified).postDataJSON()).toEqual({ code, trustDevice: true });
      await expectPath(page, '/');
      await expectWelcome(page, language, user.email.split('@')[0] ?? '');

      // This browser is trusted now: the password alone signs in.
      await signOutFromMenu(page, language);
      await page.goto('/login');
      await fillSignIn(page, language, user.email, user.password);
      await expectPath(page, '/');
      await expect(page.getByTestId('user-menu')).toBeVisible();

      // Another browser (no cookies) is asked again; it uses a backup code.
      await signOutFromMenu(page, language);
      await page.context().clearCookies();
      await page.goto('/login');
      await fillSignIn(page, language, user.email, user.password);
      await page.getByTestId('two-factor-switch').click();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.auth.twoFactorTitle);
      await expect(page.getByText(t.auth.backupCodeSubtitle)).toBeVisible();
      await shot(page, `two-factor-backup-${language}-${otherTheme}-${viewport.width}`);
      await step.getByRole('textbox', { name: t.auth.backupCode }).fill(backupCodes[0] ?? '');
      await step.getByRole('button', { name: t.auth.verifySubmit }).click();
      await expectPath(page, '/');
      await expect(page.getByTestId('user-menu')).toBeVisible();
      // The wrong code's 401 is the only failed request the browser may log.
      expect(consoleErrors.filter((e) => !e.includes('status of 401'))).toEqual([]);
    });

    test('Google: signs in through the provider and returns; a cancelled sign-in says so', async ({
      page,
    }) => {
      // The e2e server has Google configured against the local OpenID Connect stand-in.
      const consoleErrors = await startJourney(page, { viewport, language, theme }, '/my-ads');
      await expectPath(page, '/login');
      await expectNoSeriousAxeViolations(page);
      await shot(page, `login-google-${language}-${theme}-${viewport.width}`);
      await page.getByRole('button', { name: t.auth.continueWithGoogle }).click();
      await page.getByRole('link', { name: /^Continue as google\.tester@example\.com$/ }).click();
      await expectPath(page, '/my-ads');
      await expect(page.getByTestId('user-menu')).toBeVisible();
      const me = await (await page.request.get(apiPath(meApi.getMe))).json();
      expect(me.user).toMatchObject({ email: 'google.tester@example.com' });
      expect(me.user.sign_in_methods).toContain('google');

      await signOutFromMenu(page, language);
      await page.goto('/login');
      await page.getByRole('button', { name: t.auth.continueWithGoogle }).click();
      await page.getByRole('link', { name: 'Cancel' }).click();
      await expectPath(page, '/login');
      await expect(page.getByTestId('google-failed')).toHaveText(t.auth.googleFailed);
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
      await shot(page, `login-google-failed-${language}-${theme}-${viewport.width}`);
      expect(consoleErrors).toEqual([]);
    });
  });
}
