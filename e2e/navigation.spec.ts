import { expect, type Page } from '@playwright/test';
import * as catalogApi from '../shared/api/catalog';
import { apiPath } from '../shared/api/operation';
import { test } from './auth-support';
import {
  expectNoSeriousAxeViolations,
  messages,
  shot,
  textChunksFetched,
  WIDTHS,
  withPreferences,
} from './support';

/** Waits until the listing shows cards and every one of them mentions `text` (the previous page's
 * cards stay on screen until the next page's arrive). */
const cardsAllContain = async (page: Page, text: string) => {
  const cards = page.getByTestId('ad-card');
  await expect(async () => {
    expect(await cards.count()).toBeGreaterThan(0);
    expect(await cards.filter({ hasNotText: text }).count()).toBe(0);
  }).toPass({ timeout: 10_000 });
};

test.describe('browsing by path and query', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await withPreferences(page, { language: 'en', theme: 'light' });
  });

  test('a city path lists that city, and a category link narrows it', async ({ page }) => {
    await page.goto('/clearwater');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Clearwater');
    await cardsAllContain(page, 'Clearwater');
    await page.getByTestId('category-nav').getByRole('link', { name: 'Services' }).click();
    await expect(page).toHaveURL(/\/clearwater\/services$/);
    await cardsAllContain(page, 'Services');
    await cardsAllContain(page, 'Clearwater');
    await expectNoSeriousAxeViolations(page);
  });

  test('a city and category path opens directly', async ({ page }) => {
    await page.goto('/tampa/real-estate');
    await cardsAllContain(page, 'Real Estate');
    await cardsAllContain(page, 'Tampa');
    await shot(page, 'listing-tampa-real-estate-en-light-1440');
  });

  test('?city= selects a city by name and by id, and the choice is remembered', async ({ page, request }) => {
    await page.goto('/?city=Lviv');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lviv');
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Lviv');

    const cities = (await (await request.get(apiPath(catalogApi.listCities))).json()).items as {
      id: string;
      name: string;
    }[];
    const odesa = cities.find((c) => c.name === 'Odesa');
    await page.goto(`/?city=${odesa?.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Odesa');
  });

  test('unknown paths, cities and categories lead to /404', async ({ page }) => {
    for (const path of ['/no/such/page/here', '/atlantis', '/tampa/unicorns']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/404$/);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(messages.en.notFound.title);
    }
    await expectNoSeriousAxeViolations(page);
  });

  test('"load more" appends the next page', async ({ page }) => {
    await page.goto('/tampa');
    const cards = page.getByTestId('ad-card');
    await expect(cards.first()).toBeVisible();
    const before = await cards.count();
    await page.getByTestId('load-more').click();
    await expect.poll(() => cards.count()).toBeGreaterThan(before);
    const hrefs = await page
      .locator('[data-testid="ad-card"] a[href^="/ads/"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(new Set(hrefs).size).toBe(hrefs.length);
  });
});

test.describe('ad detail for a visitor', () => {
  for (const language of ['uk', 'en'] as const) {
    test(`shows the public fields and asks to log in for contacts (${language})`, async ({ page }) => {
      await page.setViewportSize(WIDTHS.phone);
      await withPreferences(page, { language, theme: 'dark' });
      await page.goto('/');
      const first = page.getByTestId('ad-card').first();
      const title = (await first.getByRole('heading').first().textContent())?.trim() ?? '';
      await first.getByRole('link').first().click();
      await expect(page).toHaveURL(/\/ads\/[0-9a-f-]{36}$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      await expect(page.getByTestId('contact-login-prompt')).toContainText(
        messages[language].contact.loginPrompt,
      );
      await expect(page.getByTestId('contact-details')).toHaveCount(0);
      await expect(page.locator('a[href^="mailto:"], a[href^="tel:"]')).toHaveCount(0);
      await expectNoSeriousAxeViolations(page);
      await shot(page, `ad-detail-${language}-dark-390`);
    });
  }
});

test.describe('preferences', () => {
  test('language and theme chosen in the top bar survive a reload', async ({ page }) => {
    await page.setViewportSize(WIDTHS.desktop);
    await withPreferences(page, { language: 'uk' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await expect(page.getByTestId('ad-card').first()).toBeVisible();
    const texts = textChunksFetched(page);
    await page.getByTestId('language-menu').click();
    await page.getByTestId('language-option-en').click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    // The switch brings the English texts the page uses, then shows them.
    expect(texts).toEqual(expect.arrayContaining(['en/ui', 'en/category-pages']));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ads in Tampa');
    const before = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.getByTestId('theme-toggle').click();
    await expect
      .poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor))
      .not.toBe(before);
    const after = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(after);
  });

  test('a first visit is in Ukrainian or the browser language, dark by default', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    const dark = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(dark).not.toBe('rgb(255, 255, 255)');
    await context.close();
    const english = await browser.newContext({ locale: 'en-US' });
    const enPage = await english.newPage();
    await enPage.goto('/');
    await expect(enPage.locator('html')).toHaveAttribute('lang', 'en');
    await english.close();
  });

  test('?lang= in a shared link (the hreflang alternates) wins for that page, without changing the stored choice', async ({
    page,
  }) => {
    await withPreferences(page, { language: 'uk', theme: 'dark' });
    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('link', { name: messages.en.nav.home }).first()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('uk');
    await page.goto('/?lang=xx');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  });
});
