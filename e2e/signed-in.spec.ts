import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page, test } from '@playwright/test';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  messages,
  WIDTHS,
  withPreferences,
} from './support';

// The logins the server printed on its first start (playwright.config.ts starts it on a fresh folder).
function demoLogin(role: 'admin' | 'user') {
  const file = join(process.env.E2E_DATA_DIR ?? 'e2e/.tmp/data', 'demo-logins.txt');
  const line =
    readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.trim().startsWith(`${role}:`)) ?? '';
  const [, email, , password] = line.trim().split(/\s+/);
  if (!email || !password) throw new Error(`no ${role} login in ${file}`);
  return { email, password };
}

/** Signs in through the real endpoint; call after the first page.goto (its origin is used). */
async function signIn(page: Page, role: 'admin' | 'user') {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: demoLogin(role),
    headers: { origin: new URL(page.url()).origin }, // better-auth checks the Origin
  });
  expect(res.status()).toBe(200);
}

/** "Admin Panel" as text on wide screens, an icon button with its own label in between. */
const adminMenuButton = (page: Page, language: 'en' | 'uk') => {
  const nav = messages[language].nav;
  return page.getByRole('button', { name: new RegExp(`^(${nav.adminPanel}|${nav.adminMenuLabel})$`) });
};

test.describe.configure({ mode: 'serial' }); // two sign-ins in all: well inside the sign-in limit

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
