import { expect, test } from '@playwright/test';
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
        // A first load brings its language's texts of the frame and the listing only.
        expect(texts).toContain(`${language}/ui`);
        expect(texts.filter((chunk) => !chunk.startsWith(`${language}/`))).toEqual([]);
        expect(texts.filter((chunk) => /\/(admin|account|ad-form)/.test(chunk))).toEqual([]);
        await expectNoSeriousAxeViolations(page);
        await shot(page, `home-${language}-${theme}-${viewport.width}`);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
}
