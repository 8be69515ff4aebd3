import { expect } from '@playwright/test';
import { PLACEHOLDER_IMAGE_PATH } from '../shared/constants';
import { test } from './auth-support';
import { collectListedPhotos, collectMediaRequests, loadEveryPhoto, photoState } from './card-photos-support';
import {
  backgroundLuminance,
  expectNoSeriousAxeViolations,
  messages,
  RUNS,
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

test.describe('on a phone with a 3x screen', () => {
  // Most phones are 2x–3x: choosing by density alone, a browser would want the full photo for a card.
  test.use({ deviceScaleFactor: 3 });

  test('listing cards show their thumbnails only, the first row at once, the rest lazily, in boxes that never move', async ({
    page,
  }) => {
    const requested = collectMediaRequests(page);
    const { photos: listed, fromPage } = collectListedPhotos(page);
    const consoleErrors = await startJourney(page, RUNS[0], '/');
    await fromPage();
    const cards = page.getByTestId('ad-card');
    const photos = cards.locator('img');
    await expect(photos.first()).toBeVisible();

    for (const first of [photos.nth(0), photos.nth(1)]) {
      await expect(first).toHaveAttribute('loading', 'eager');
      await expect(first).toHaveAttribute('fetchpriority', 'high');
    }
    const later = photos.nth((await photos.count()) - 1);
    await expect(later).toHaveAttribute('loading', 'lazy');
    await expect(later).not.toHaveAttribute('fetchpriority', /./);
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute('width', '480');
      await expect(photo).toHaveAttribute('height', '360');
    }
    // Far below the fold, it already takes the room it will fill: nothing moves as photos arrive.
    const waiting = await photoState(later);
    expect(waiting.width).toBeGreaterThan(100);
    expect(waiting.height).toBeCloseTo((waiting.width * 3) / 4, 0);

    await loadEveryPhoto(photos);
    expect((await photoState(later)).top).toBe(waiting.top);
    for (const card of await cards.all()) {
      const expected = listed.get((await card.getAttribute('data-ad-id')) ?? '');
      expect((await photoState(card.locator('img'))).shown).toBe(expected);
    }
    expect(requested.filter((path) => path.endsWith('-thumb.webp')).length).toBeGreaterThan(3);
    expect(requested.filter((path) => !path.endsWith('-thumb.webp'))).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // A photo that cannot be loaded gives way to the placeholder picture.
    const [id, thumbnail] = [...listed].find(([, path]) => path !== PLACEHOLDER_IMAGE_PATH) ?? [];
    await page.route(`**${thumbnail}`, (route) => route.abort());
    await page.reload();
    const card = page.locator(`[data-testid="ad-card"][data-ad-id="${id}"]`);
    await card.scrollIntoViewIfNeeded();
    const broken = card.locator('img');
    await expect
      .poll(() => photoState(broken))
      .toMatchObject({ shown: PLACEHOLDER_IMAGE_PATH, loaded: true });
  });
});
