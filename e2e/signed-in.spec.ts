import { expect, type Page } from '@playwright/test';
import * as authApi from '../shared/api/auth';
import { apiPath } from '../shared/api/operation';
import { test } from './auth-support';
import { signInByApi as signIn, signInAs } from './people';
import { publishedAdOfSomeone } from './reports-support';
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

for (const language of ['uk', 'en'] as const) {
  test(`a signed-in person shows contact details, a visitor is asked to sign in (${language})`, async ({
    page,
  }) => {
    const t = messages[language];
    const consoleErrors = collectConsoleErrors(page);
    await page.setViewportSize(language === 'uk' ? WIDTHS.desktop : WIDTHS.phone);
    await withPreferences(page, { language, theme: language === 'uk' ? 'dark' : 'light' });
    await page.goto('/');
    // A person with an ad of their own: its card has no heart (nobody saves their own ad); others' have.
    const own = await publishedAdOfSomeone(page, `Own bicycle ${language}`);
    await own.admin.dispose();
    await signInAs(page, own.ownerLogin);
    await page.goto(`/search?q=${encodeURIComponent(own.title)}`);
    const ownCard = page.locator(`[data-testid="ad-card"][data-ad-id="${own.id}"]`);
    await expect(ownCard).toBeVisible();
    await expect(ownCard.getByTestId('favorite-button')).toHaveCount(0);
    await page.goto('/tampa');
    const someoneElses = page.locator(`[data-testid="ad-card"]:not([data-ad-id="${own.id}"])`).first();
    await expect(someoneElses.getByTestId('favorite-button')).toBeVisible();
    await someoneElses.getByRole('link').first().click();
    // Only once asked for (e2e/contact-reveal.spec.ts follows the whole journey).
    await expect(page.getByTestId('contact-details')).toHaveCount(0);
    await page.getByRole('button', { name: t.contact.show }).click();
    await expect(page.getByTestId('contact-details')).toBeVisible();
    await expect(page.getByTestId('contact-login-prompt')).toHaveCount(0);
    await expect(
      page.getByTestId('contact-details').locator('a[href^="mailto:"], a[href^="tel:"]').first(),
    ).toBeVisible();
    await expect(adminMenuButton(page, language)).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // Signed out (from the account page on phones, the avatar menu on desktops), the same ad hides them.
    const adPath = new URL(page.url()).pathname;
    if (language === 'uk') {
      await page.getByTestId('user-menu').click();
      await page.getByRole('menuitem', { name: t.account.signOut }).click();
    } else {
      const headers = { origin: new URL(page.url()).origin };
      expect((await page.request.post(apiPath(authApi.signOut), { data: {}, headers })).status()).toBe(200);
      await page.goto(adPath);
    }
    await expect(page.getByTestId('contact-login-prompt')).toBeVisible();
    await expect(page.getByTestId('contact-login-prompt')).toContainText(t.contact.loginPrompt);
    await expect(page.getByTestId('contact-details')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

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
