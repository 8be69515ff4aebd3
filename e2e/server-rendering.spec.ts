import { type Browser, expect, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import { apiPath } from '../shared/api/operation';
import type { Language, ThemeMode } from '../shared/constants';
import { test } from './auth-support';
import {
  backgroundLuminance,
  collectConsoleErrors,
  messages,
  shot,
  WIDTHS,
  withPreferences,
} from './support';

// The public pages arrive rendered by the server and come to life in the browser without a mismatch
// (React reports one as an error and renders the page anew), in each language, theme and width; with
// JavaScript off they read whole. Their HTML itself: tests/api/pages/server-rendered-pages.test.ts.

const PHONE_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Mobile Safari/537.36';

type Look = { language: Language; theme: ThemeMode; device: keyof typeof WIDTHS };
const LOOKS: Look[] = [
  { language: 'uk', theme: 'dark', device: 'phone' },
  { language: 'en', theme: 'light', device: 'desktop' },
  { language: 'en', theme: 'dark', device: 'phone' },
  { language: 'uk', theme: 'light', device: 'desktop' },
];

/** The public pages the server renders, with real addresses from the API. */
async function renderedPaths(page: Page): Promise<string[]> {
  const ads = (await (await page.request.get(apiPath(adsApi.listAds, { query: { city: 'tampa' } }))).json())
    .items as {
    id: string;
    category: { slug: string };
  }[];
  const [first] = ads;
  if (!first) throw new Error('no ads in Tampa');
  return [
    '/',
    '/tampa',
    `/tampa/${first.category.slug}`,
    `/ads/${first.id}`,
    '/search?q=Tampa',
    '/events',
    '/pricing',
  ];
}

/** A browser as a phone or a desktop really is (a phone's own user agent: the server's guess is right). */
async function browserAs(browser: Browser, look: Look, javaScriptEnabled = true) {
  const phone = look.device === 'phone';
  return browser.newContext({
    viewport: WIDTHS[look.device],
    userAgent: phone ? PHONE_AGENT : undefined,
    isMobile: phone,
    hasTouch: phone,
    javaScriptEnabled,
  });
}

for (const look of LOOKS) {
  const { language, theme, device } = look;
  test(`public pages hydrate without a mismatch (${language}, ${theme}, ${device})`, async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const paths = await renderedPaths(page);
    const context = await browserAs(browser, look);
    const reader = await context.newPage();
    await withPreferences(reader, { language, theme });
    const errors = collectConsoleErrors(reader);
    for (const path of paths) {
      await reader.goto(path);
      // Hydrated, not rendered anew: the server's page was the one this reader would see.
      await expect(reader.locator('html'), path).toHaveAttribute('data-interactive', 'hydrated');
      await expect(reader.locator('html'), path).toHaveAttribute('lang', language);
      expect(errors, path).toEqual([]);
    }
    const luminance = await backgroundLuminance(reader);
    expect(theme === 'dark' ? luminance < 0.05 : luminance > 0.8).toBe(true);
    await context.close();
  });
}

test('a desktop browser at phone width hydrates the desktop page, then lays it out for the phone', async ({
  browser,
  page,
}) => {
  const [home] = await renderedPaths(page);
  const context = await browser.newContext({ viewport: WIDTHS.phone });
  const reader = await context.newPage();
  const errors = collectConsoleErrors(reader);
  await reader.goto(home ?? '/');
  await expect(reader.locator('html')).toHaveAttribute('data-interactive', 'hydrated');
  await expect(reader.getByTestId('bottom-nav')).toBeVisible();
  await expect(reader.getByTestId('ad-card').first()).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});

for (const look of [LOOKS[0], LOOKS[1]] as Look[]) {
  const { language, theme, device } = look;
  test(`with JavaScript off the pages read whole (${language}, ${theme}, ${device})`, async ({
    browser,
    page,
  }) => {
    const paths = await renderedPaths(page);
    const context = await browserAs(browser, look, false);
    await context.addCookies(
      [
        { name: 'lang', value: language },
        { name: 'theme', value: theme },
      ].map((cookie) => ({ ...cookie, url: test.info().project.use.baseURL ?? '' })),
    );
    const reader = await context.newPage();
    const t = messages[language];
    for (const path of paths.slice(0, 4)) {
      await reader.goto(path);
      await expect(reader.locator('html')).toHaveAttribute('lang', language);
      await expect(reader.locator('html')).not.toHaveAttribute('data-interactive');
      if (path.startsWith('/ads/')) {
        await expect(reader.getByRole('heading', { level: 1 })).not.toBeEmpty();
        await expect(reader.getByText(t.contact.loginPrompt)).toBeVisible();
      } else {
        const card = reader.getByTestId('ad-card').first();
        await expect(card).toBeVisible();
        await expect(card.locator('a[href^="/ads/"]')).toBeVisible();
        await expect(card.locator('img')).toBeVisible();
      }
      await shot(
        reader,
        `no-js${path.replace(/[^a-z0-9]+/gi, '-').replace(/-[0-9a-f-]{30,}$/, '-ad')}-${language}-${theme}-${WIDTHS[device].width}`,
      );
    }
    // The next page of the listing is a link, not only a button.
    await reader.goto('/tampa');
    expect(await reader.locator('a[href*="cursor="]').count()).toBeGreaterThan(0);
    await context.close();
  });
}
