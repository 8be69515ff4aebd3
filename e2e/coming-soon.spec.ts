import { expect, type Page } from '@playwright/test';
import { expectPath, signInByApi, test } from './auth-support';
import { expectNoSeriousAxeViolations, messages, WIDTHS, withPreferences } from './support';

// /search, /events and /map are built.
const publicRoutes = ['/pricing'];
// Built pages, still guarded: visitors are sent to sign in.
const signedInRoutes = ['/post-ad', '/edit-ad/00000000-0000-4000-8000-000000000000', '/my-ads', '/profile'];
// /admin (moderation), categories, cities, ratings, users, notifications, API tokens and the audit log are built.
const adminComingSoon = ['/admin/payments', '/admin/monetization'];

async function expectComingSoon(page: Page, language: 'uk' | 'en', routes: string[]) {
  const t = messages[language];
  for (const route of routes) {
    await page.goto(route);
    const card = page.getByTestId('coming-soon');
    await expect(card, route).toBeVisible();
    await expect(card).toContainText(t.comingSoon.badge);
    await expect(card).toContainText(t.comingSoon.body);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
    expect(new URL(page.url()).pathname).toBe(route.split('?')[0]);
  }
}

for (const language of ['uk', 'en'] as const) {
  test.describe(`pages still to come (${language})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize(WIDTHS.phone);
      await withPreferences(page, { language, theme: 'light' });
    });

    test('public SPEC routes are pages that say they come later', async ({ page }) => {
      await expectComingSoon(page, language, publicRoutes);
      await expectNoSeriousAxeViolations(page);
    });

    test('signed-in and admin routes send visitors to sign in', async ({ page }) => {
      for (const route of [...signedInRoutes, '/admin', ...adminComingSoon]) {
        await page.goto(route);
        await expectPath(page, '/login');
        await expect(page.getByTestId('login-form'), route).toBeVisible();
      }
    });

    test('signed in, the admin sees the coming-soon cards of the admin pages', async ({ page }) => {
      await page.goto('/');
      await signInByApi(page, 'admin');
      await expectComingSoon(page, language, adminComingSoon);
    });
  });
}
