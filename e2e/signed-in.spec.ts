import { expect, type Page } from '@playwright/test';
import { signInByApi as signIn, test } from './auth-support';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  messages,
  WIDTHS,
  withPreferences,
} from './support';

/** "Admin Panel" as text on wide screens, an icon button with its own label in between. */
const adminMenuButton = (page: Page, language: 'en' | 'uk') => {
  const nav = messages[language].nav;
  return page.getByRole('button', { name: new RegExp(`^(${nav.adminPanel}|${nav.adminMenuLabel})$`) });
};

test('a signed-in person sees contact details and can sign out', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize(WIDTHS.desktop);
  await withPreferences(page, { language: 'uk', theme: 'dark' });
  await page.goto('/');
  await signIn(page, 'user');
  await page.goto('/tampa');
  await page.getByTestId('ad-card').first().getByRole('link').first().click();
  await expect(page.getByTestId('contact-details')).toBeVisible();
  await expect(page.getByTestId('contact-login-prompt')).toHaveCount(0);
  await expect(
    page.getByTestId('contact-details').locator('a[href^="mailto:"], a[href^="tel:"]').first(),
  ).toBeVisible();
  await expect(adminMenuButton(page, 'uk')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: messages.uk.account.signOut }).click();
  await expect(page.getByTestId('sign-in-link').first()).toBeVisible();
  await expect(page.getByTestId('contact-login-prompt')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('the admin gets the admin menu', async ({ page }) => {
  await page.setViewportSize(WIDTHS.desktop);
  await withPreferences(page, { language: 'en', theme: 'light' });
  await page.goto('/');
  await signIn(page, 'admin');
  await page.reload();
  await adminMenuButton(page, 'en').click();
  await expect(page.getByRole('menuitem', { name: messages.en.nav.admin.users })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
