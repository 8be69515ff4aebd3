import { expect } from '@playwright/test';
import { test } from './auth-support';
import {
  backgroundLuminance,
  expectNoSeriousAxeViolations,
  messages,
  shot,
  startJourney,
  textChunksFetched,
  WIDTHS,
} from './support';

for (const language of ['uk', 'en'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    for (const [device, viewport] of Object.entries(WIDTHS)) {
      test(`home in ${language}, ${theme}, ${device} (${viewport.width}px)`, async ({ page }) => {
        const t = messages[language];
        const texts = textChunksFetched(page);
        const consoleErrors = await startJourney(page, { viewport, language, theme }, '/');

        await expect(page.getByTestId('ad-card').first()).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.getByTestId('category-nav')).toContainText(
          language === 'uk' ? 'Нерухомість' : 'Real Estate',
        );
        await expect(page.getByTestId('sign-in-link').first()).toContainText(t.nav.signIn);
        expect(await page.getByTestId('ad-card').count()).toBeGreaterThan(6);

        const luminance = await backgroundLuminance(page);
        if (theme === 'dark') expect(luminance).toBeLessThan(0.05);
        else expect(luminance).toBeGreaterThan(0.8);

        if (device === 'phone') {
          await expect(page.getByTestId('bottom-nav')).toBeVisible();
          await expect(page.getByTestId('post-ad-fab')).toBeVisible();
          await expect(page.getByTestId('site-footer')).toBeHidden();
        } else {
          await expect(page.getByTestId('site-footer')).toBeVisible();
          await expect(page.getByTestId('bottom-nav')).toBeHidden();
          await expect(page.getByTestId('site-footer').getByRole('link')).not.toHaveCount(0);
        }
        // A first load carries the texts it shows in the page, in its language only, and fetches no other's.
        const inline = await page.evaluate(
          () => JSON.parse(document.getElementById('hromada-boot')?.textContent ?? '{}').texts,
        );
        expect(Object.keys(inline)).toEqual([language]);
        expect(Object.keys(inline[language])).toEqual(expect.arrayContaining(['ui', 'categoryPages']));
        expect(texts.filter((chunk) => !chunk.startsWith(`${language}/`))).toEqual([]);
        expect(texts.filter((chunk) => /\/(admin|account|ad-form)/.test(chunk))).toEqual([]);
        await expectNoSeriousAxeViolations(page);
        await shot(page, `home-${language}-${theme}-${viewport.width}`);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
}
