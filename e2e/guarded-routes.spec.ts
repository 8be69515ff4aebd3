import { expect } from '@playwright/test';
import { expectPath, test } from './auth-support';
import { WIDTHS, withPreferences } from './support';

// Every signed-in and admin page of SPEC's route table sends a visitor to sign in.
const signedInRoutes = ['/post-ad', '/edit-ad/00000000-0000-4000-8000-000000000000', '/my-ads', '/profile'];
const adminRoutes = [
  '/admin',
  '/admin/categories',
  '/admin/cities',
  '/admin/ratings',
  '/admin/users',
  '/admin/notifications',
  '/admin/api-tokens',
  '/admin/payments',
  '/admin/monetization',
  '/admin/trust',
  '/admin/audit-log',
];

for (const language of ['uk', 'en'] as const) {
  test(`signed-in and admin routes send visitors to sign in (${language})`, async ({ page }) => {
    await page.setViewportSize(WIDTHS.phone);
    await withPreferences(page, { language, theme: 'light' });
    for (const route of [...signedInRoutes, ...adminRoutes]) {
      await page.goto(route);
      await expectPath(page, '/login');
      await expect(page.getByTestId('login-form'), route).toBeVisible();
    }
  });
}
