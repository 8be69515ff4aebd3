import { expect } from '@playwright/test';
import * as authApi from '../shared/api/auth';
import { apiPath } from '../shared/api/operation';
import { expectPath, registerByApi, test, validationMessages } from './auth-support';
import { linkIn, newestMailTo } from './outbox';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  messages,
  shot,
  WIDTHS,
  withPreferences,
} from './support';

/** The reset mail's link up to its token (it opens authApi.openPasswordResetLink). */
const resetLinkPath = apiPath(authApi.openPasswordResetLink, { params: { token: '' } });

for (const language of ['uk', 'en'] as const) {
  const t = messages[language].auth;
  const v = validationMessages[language];

  test.describe(`password reset (${language})`, () => {
    test('forgot password, mailed link, new password, sign in with it', async ({ page }) => {
      const consoleErrors = collectConsoleErrors(page);
      await page.setViewportSize(language === 'uk' ? WIDTHS.phone : WIDTHS.desktop);
      await withPreferences(page, { language, theme: 'light' });
      const email = `reset-${language}-${Date.now()}@example.com`;
      const oldPassword = 'correct-horse-7';
      const newPassword = 'quiet-meadow-42';

      await page.goto('/login');
      await registerByApi(page, { name: 'Reset Tester', email, password: oldPassword });
      await page.reload();
      await expect(page.getByTestId('user-menu')).toHaveCount(0);

      await page.getByTestId('login-form').getByRole('link', { name: t.forgotPasswordLink }).click();
      await expectPath(page, '/forgot-password');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.forgotTitle);
      const form = page.getByTestId('forgot-password-form');
      await form.getByRole('textbox', { name: t.email }).fill(email);
      await form.getByRole('button', { name: t.forgotSubmit }).click();
      await expect(page.getByTestId('forgot-password-sent')).toHaveText(t.forgotSent);

      await expect.poll(() => linkIn(newestMailTo(email), resetLinkPath)).toBeTruthy();
      const link = linkIn(newestMailTo(email), resetLinkPath);

      await page.goto(link ?? '');
      await expectPath(page, '/reset-password');
      expect(new URL(page.url()).searchParams.get('token')).toBeTruthy();
      const reset = page.getByTestId('reset-password-form');
      // The two copies must match before anything is sent.
      await reset.locator('input[name="newPassword"]').fill(newPassword);
      await reset.locator('input[name="confirmPassword"]').fill(`${newPassword}x`);
      await reset.getByRole('button', { name: t.resetSubmit }).click();
      await expect(reset.getByText(v.passwordsDontMatch)).toBeVisible();
      await reset.locator('input[name="confirmPassword"]').fill(newPassword);
      await reset.getByRole('button', { name: t.resetSubmit }).click();

      await expectPath(page, '/login');
      await expect(page.getByTestId('password-reset-note')).toHaveText(t.resetDoneNote);
      await expect(page.getByText(t.resetDone, { exact: true })).toBeVisible();

      const login = page.getByTestId('login-form');
      await login.getByRole('textbox', { name: t.identifier }).fill(email);
      await login.locator('input[name="password"]').fill(newPassword);
      await login.getByRole('button', { name: t.signInSubmit }).click();
      await expectPath(page, '/');
      await expect(page.getByTestId('user-menu')).toBeVisible();

      // The link works once: opened again, it says so and offers a new one.
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: messages[language].account.signOut }).click();
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
      await page.goto(link ?? '');
      await expectPath(page, '/reset-password');
      await expect(page.getByTestId('reset-link-invalid')).toContainText(v.resetLinkInvalid);
      await page.getByRole('link', { name: t.requestNewLink }).click();
      await expectPath(page, '/forgot-password');
      expect(consoleErrors).toEqual([]);
    });

    test('an unknown email gets the same confirmation', async ({ page }) => {
      await page.setViewportSize(WIDTHS.phone);
      await withPreferences(page, { language, theme: 'dark' });
      await page.goto('/forgot-password');
      const form = page.getByTestId('forgot-password-form');
      // Bad input is explained before anything is sent.
      await form.getByRole('button', { name: t.forgotSubmit }).click();
      await expect(form.getByText(v.emailRequired)).toBeVisible();
      await form.getByRole('textbox', { name: t.email }).fill(`nobody-${language}-${Date.now()}@example.com`);
      const answered = page.waitForResponse(`**${apiPath(authApi.requestPasswordReset)}`);
      await form.getByRole('button', { name: t.forgotSubmit }).click();
      expect((await answered).status()).toBe(200);
      await expect(page.getByTestId('forgot-password-sent')).toHaveText(t.forgotSent);
      await shot(page, `forgot-password-sent-${language}-dark-390`);
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`reset pages pass axe (${theme})`, async ({ page }) => {
        await withPreferences(page, { language, theme });
        for (const viewport of Object.values(WIDTHS)) {
          await page.setViewportSize(viewport);
          for (const path of [
            '/forgot-password',
            '/reset-password?token=e2e-not-a-real-token',
            '/reset-password',
          ]) {
            await page.goto(path);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            await expectNoSeriousAxeViolations(page);
            const name = path.includes('token')
              ? 'reset-password'
              : path.includes('reset')
                ? 'reset-password-invalid'
                : 'forgot-password';
            await shot(page, `${name}-${language}-${theme}-${viewport.width}`);
          }
        }
      });
    }
  });
}
