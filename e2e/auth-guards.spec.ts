import { expect } from '@playwright/test';
import * as authApi from '../shared/api/auth';
import { apiPath } from '../shared/api/operation';
import {
  confirmationLinkFor,
  expectPath,
  fillSignIn,
  fillSignUp,
  journeyIn,
  signOutFromMenu,
  test,
  uniqueEmail,
} from './auth-support';
import { newPerson, signInByApi } from './people';
import { expectNoSeriousAxeViolations, shot, WIDTHS, withPreferences } from './support';

// Guarded pages and /auth/callback: where a visitor is sent, and back. The account journeys are in auth.spec.ts.
for (const language of ['uk', 'en'] as const) {
  const { t, other, theme, otherTheme } = journeyIn(language);

  test.describe(`accounts (${language})`, () => {
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

      const { email, password } = await newPerson(page, 'user');
      await fillSignIn(page, language, email, password);
      await expectPath(page, '/my-ads');

      // Signed in, the sign-in and sign-up pages send the person on.
      await page.goto('/login');
      await expectPath(page, '/');
      await page.goto('/register');
      await expectPath(page, '/');
    });

    test('a confirmation link sent from a guarded page returns there', async ({ page }) => {
      await page.setViewportSize(other);
      await withPreferences(page, { language, theme });
      const email = uniqueEmail('origin', language);
      await page.goto('/my-ads');
      await page.getByTestId('login-page').getByRole('link', { name: t.auth.toSignUp }).click();
      const answered = page.waitForResponse(`**${apiPath(authApi.signUpEmail)}`);
      await fillSignUp(page, language, { name: 'Origin', email, password: 'origin-pass-7' });
      expect((await answered).request().postDataJSON()).toMatchObject({
        callbackURL: `/auth/callback?to=${encodeURIComponent('/my-ads')}`,
      });
      await page.goto(await confirmationLinkFor(email));
      await expectPath(page, '/my-ads');
      await expect(page.getByTestId('user-menu')).toBeVisible();

      // A used link no longer signs in: /login says why, and still returns to /my-ads after.
      const link = await confirmationLinkFor(email);
      await signOutFromMenu(page, language);
      await page.goto(link);
      await expectPath(page, '/login');
      await expect(page.getByTestId('callback-failed')).toBeVisible();
      await fillSignIn(page, language, email, 'origin-pass-7');
      await expectPath(page, '/my-ads');
    });

    test('/auth/callback: signed in it goes to `to`, never to another site', async ({ page }) => {
      await page.setViewportSize(other);
      await withPreferences(page, { language, theme: otherTheme });
      await page.goto('/auth/callback?to=/events');
      await expectPath(page, '/login');
      await expect(page.getByTestId('callback-failed')).toHaveText(t.auth.callbackFailed);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `login-callback-failed-${language}-${otherTheme}-${other.width}`);
      await signInByApi(page, 'user');
      await page.goto('/auth/callback?to=%2Fevents%3Fcity%3Dtampa');
      await expectPath(page, '/events');
      expect(new URL(page.url()).search).toBe('?city=tampa');
      const origin = new URL(page.url()).origin;
      for (const to of ['//evil.example/x', 'https://evil.example/', '/\\evil.example']) {
        await page.goto(`/auth/callback?to=${encodeURIComponent(to)}`);
        await expectPath(page, '/');
        expect(new URL(page.url()).origin).toBe(origin);
      }
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
  });
}
