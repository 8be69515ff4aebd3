import { expect, type Page } from '@playwright/test';
import { errors as enErrors } from '../shared/i18n/en/errors';
import { errors as ukErrors } from '../shared/i18n/uk/errors';
import { demoLogin, expectPath, signInByApi, test, validationMessages } from './auth-support';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  messages,
  shot,
  WIDTHS,
  withPreferences,
} from './support';

type Language = 'uk' | 'en';
const errorMessages = { en: enErrors, uk: ukErrors };

async function fillSignIn(page: Page, language: Language, email: string, password: string) {
  const t = messages[language].auth;
  const form = page.getByTestId('login-form');
  await form.getByRole('textbox', { name: t.email }).fill(email);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: t.signInSubmit }).click();
}

for (const language of ['uk', 'en'] as const) {
  const t = messages[language];
  const v = validationMessages[language];

  test.describe(`accounts (${language})`, () => {
    test('register, sign out, and sign in again with the same details', async ({ page }) => {
      const consoleErrors = collectConsoleErrors(page);
      await page.setViewportSize(language === 'uk' ? WIDTHS.phone : WIDTHS.desktop);
      await withPreferences(page, { language, theme: language === 'uk' ? 'dark' : 'light' });
      const name = language === 'uk' ? 'Оксана Тестова' : 'Olena Tester';
      const email = `e2e-${language}-${Date.now()}@example.com`;
      const password = 'correct-horse-7';

      await page.goto('/register');
      const form = page.getByTestId('register-form');
      await form.getByRole('textbox', { name: t.auth.name }).fill(name);
      await form.getByRole('textbox', { name: t.auth.email }).fill(email);
      await form.locator('input[name="password"]').fill(password);
      await form.locator('input[name="confirmPassword"]').fill(password);
      await form.getByRole('button', { name: t.auth.signUpSubmit }).click();

      await expectPath(page, '/');
      await expect(page.getByText(t.auth.signedUp.replace('{{name}}', name))).toBeVisible();
      // SPEC: a new profile's display name is the part of the email before the @.
      const displayName = email.split('@')[0] ?? '';
      await page.getByTestId('user-menu').click();
      await expect(page.getByRole('menu')).toContainText(t.account.welcome.replace('{{name}}', displayName));
      await page.getByRole('menuitem', { name: t.account.signOut }).click();
      await expect(page.getByText(t.account.signedOut)).toBeVisible();
      await expect(page.getByTestId('user-menu')).toHaveCount(0);

      await page.goto('/login');
      await fillSignIn(page, language, email, password);
      await expectPath(page, '/');
      await expect(page.getByTestId('user-menu')).toBeVisible();
      await expect(page.getByText(t.auth.signedIn.replace('{{name}}', displayName))).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });

    test('the forms explain bad input before anything is sent', async ({ page }) => {
      const sent: string[] = [];
      page.on('request', (r) => r.url().includes('/api/auth/') && sent.push(r.url()));
      await page.setViewportSize(WIDTHS.phone);
      await withPreferences(page, { language, theme: 'light' });

      await page.goto('/register');
      const form = page.getByTestId('register-form');
      await form.getByRole('textbox', { name: t.auth.name }).fill('Test');
      await form.getByRole('textbox', { name: t.auth.email }).fill('not-an-email');
      await form.locator('input[name="password"]').fill('12345');
      await form.locator('input[name="confirmPassword"]').fill('54321');
      await form.getByRole('button', { name: t.auth.signUpSubmit }).click();
      await expect(form.getByText(v.invalidEmail)).toBeVisible();
      await expect(form.getByText(v.passwordTooShort)).toBeVisible();
      await expect(form.getByText(v.passwordsDontMatch)).toBeVisible();
      await expect(form.getByRole('textbox', { name: t.auth.email })).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByRole('textbox', { name: t.auth.email })).toBeFocused();
      await shot(page, `register-errors-${language}-light-390`);

      // The password toggle shows what was typed, and hides it again.
      const passwordField = form.locator('input[name="password"]');
      await expect(passwordField).toHaveAttribute('type', 'password');
      await form.getByRole('button', { name: t.auth.showPassword }).first().click();
      await expect(passwordField).toHaveAttribute('type', 'text');
      await expect(passwordField).toHaveValue('12345');
      await form.getByRole('button', { name: t.auth.hidePassword }).click();
      await expect(passwordField).toHaveAttribute('type', 'password');

      await page.goto('/login');
      await page.getByTestId('login-form').getByRole('button', { name: t.auth.signInSubmit }).click();
      await expect(page.getByTestId('login-form').getByText(v.credentialsRequired).first()).toBeVisible();
      expect(sent).toEqual([]);
    });

    test('a wrong password says "Error logging in"', async ({ page }) => {
      await page.setViewportSize(WIDTHS.desktop);
      await withPreferences(page, { language, theme: 'dark' });
      await page.goto('/login');
      await fillSignIn(page, language, demoLogin('user').email, 'not-the-password');
      await expect(page.getByTestId('form-error')).toHaveText(v.loginFailed);
      await expectPath(page, '/login');
      await expect(page.getByTestId('user-menu')).toHaveCount(0);
      await shot(page, `login-error-${language}-dark-1440`);
    });

    test('past the sign-in limit, the server rate-limit message is shown', async ({ page }) => {
      await page.setViewportSize(WIDTHS.phone);
      await withPreferences(page, { language, theme: 'light' });
      await page.goto('/login');
      const { email } = demoLogin('user');
      // SPEC: 5 sign-in attempts per 15 minutes per client (this test has its own address).
      for (let attempt = 1; attempt <= 5; attempt++) {
        const answered = page.waitForResponse('**/api/auth/sign-in/email');
        await fillSignIn(page, language, email, `wrong-${attempt}`);
        expect((await answered).status()).toBe(401);
        await expect(page.getByTestId('form-error')).toHaveText(v.loginFailed);
      }
      await fillSignIn(page, language, email, 'wrong-6');
      await expect(page.getByTestId('form-error')).toContainText(
        errorMessages[language].RATE_LIMITED.split('{{')[0] ?? '',
      );
      await expect(
        page.getByTestId('login-form').getByRole('button', { name: t.auth.signInSubmit }),
      ).toBeEnabled();
      await shot(page, `login-rate-limited-${language}-light-390`);
    });

    test('a guarded page sends visitors to sign in, then back', async ({ page }) => {
      await page.setViewportSize(WIDTHS.phone);
      await withPreferences(page, { language, theme: 'light' });
      await page.goto('/my-ads');
      await expectPath(page, '/login');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.auth.signInTitle);

      // Via the sign-up page and back: the origin is kept.
      await page.getByTestId('login-page').getByRole('link', { name: t.auth.toSignUp }).click();
      await expectPath(page, '/register');
      await page.getByTestId('register-page').getByRole('link', { name: t.auth.toSignIn }).click();
      await expectPath(page, '/login');

      const { email, password } = demoLogin('user');
      await fillSignIn(page, language, email, password);
      await expectPath(page, '/my-ads');
      await expect(page.getByTestId('coming-soon')).toContainText(t.pages.myAds);

      // Signed in, the sign-in and sign-up pages send the person on.
      await page.goto('/login');
      await expectPath(page, '/');
      await page.goto('/register');
      await expectPath(page, '/');
    });

    test('a signed-in non-admin opening /admin lands on the home page', async ({ page }) => {
      await page.setViewportSize(WIDTHS.desktop);
      await withPreferences(page, { language, theme: 'light' });
      await page.goto('/');
      await signInByApi(page, 'user');
      for (const path of ['/admin', '/admin/users']) {
        await page.goto(path);
        await expectPath(page, '/');
        await expect(page.getByTestId('user-menu')).toBeVisible();
      }
    });

    for (const theme of ['light', 'dark'] as const) {
      test(`sign-in and sign-up pages pass axe (${theme})`, async ({ page }) => {
        await withPreferences(page, { language, theme });
        for (const viewport of Object.values(WIDTHS)) {
          await page.setViewportSize(viewport);
          for (const path of ['/login', '/register']) {
            await page.goto(path);
            await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
            await expect(page.locator('html')).toHaveAttribute('lang', language);
            await expectNoSeriousAxeViolations(page);
            await shot(page, `${path.slice(1)}-${language}-${theme}-${viewport.width}`);
          }
        }
      });
    }
  });
}
