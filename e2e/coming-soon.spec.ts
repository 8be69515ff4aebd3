import { expect, test } from '@playwright/test';
import { expectNoSeriousAxeViolations, messages, WIDTHS, withPreferences } from './support';

const routes = [
  '/login',
  '/register',
  '/search?q=bike',
  '/events',
  '/map',
  '/pricing',
  '/auth/callback',
  '/post-ad',
  '/edit-ad/00000000-0000-4000-8000-000000000000',
  '/my-ads',
  '/profile',
  '/admin',
  '/admin/categories',
  '/admin/cities',
  '/admin/ratings',
  '/admin/users',
  '/admin/notifications',
  '/admin/api-tokens',
  '/admin/payments',
  '/admin/monetization',
];

for (const language of ['uk', 'en'] as const) {
  test(`every other SPEC route is a page that says it comes later (${language})`, async ({ page }) => {
    const t = messages[language];
    await page.setViewportSize(WIDTHS.phone);
    await withPreferences(page, { language, theme: 'light' });
    for (const route of routes) {
      await page.goto(route);
      const card = page.getByTestId('coming-soon');
      await expect(card, route).toBeVisible();
      await expect(card).toContainText(t.comingSoon.badge);
      await expect(card).toContainText(t.comingSoon.body);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      expect(new URL(page.url()).pathname).toBe(route.split('?')[0]);
    }
    await expectNoSeriousAxeViolations(page);
  });
}
