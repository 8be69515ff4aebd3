import { expect as baseExpect } from '@playwright/test';
import { test } from './auth-support';
import { aSingleMarker, listedAdIds, mapMessages, markerIcons } from './map-support';
import { expectNoSeriousAxeViolations, RUNS, shot, startJourney, WIDTHS, withPreferences } from './support';

// /map on the demo data (its addresses come with coordinates; no geocoder and no tile server here).

const expect = baseExpect.configure({ timeout: 15_000 });

for (const language of ['uk', 'en'] as const) {
  for (const theme of ['dark', 'light'] as const) {
    for (const [device, viewport] of Object.entries(WIDTHS)) {
      test(`the map shows the demo listings in ${language}, ${theme}, ${device}`, async ({ page }) => {
        const t = mapMessages[language];
        const consoleErrors = await startJourney(page, { viewport, language, theme }, '/map');

        await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
        await expect(markerIcons(page).first()).toBeVisible();
        const city = language === 'uk' ? 'Тампа' : 'Tampa';
        await expect(page.getByRole('region', { name: t.mapLabel.replace('{{city}}', city) })).toBeVisible();
        expect(await page.getByTestId('map-ad-list').getByRole('link').count()).toBeGreaterThan(5);
        await expect(page.getByTestId('map-count')).toContainText(
          String(await page.getByTestId('map-ad-list').getByRole('link').count()),
        );
        await expect(page.getByRole('button', { name: t.zoomIn, exact: true })).toBeVisible();
        await expectNoSeriousAxeViolations(page);
        await shot(page, `map-${language}-${theme}-${viewport.width}`);
        expect(consoleErrors).toEqual([]);
      });
    }
  }
}

for (const { language, viewport, theme } of RUNS) {
  const phone = viewport.width < 900;
  const t = mapMessages[language];

  test(`map filters and popups work (${language}, ${phone ? 'phone' : 'desktop'})`, async ({ page }) => {
    test.setTimeout(90_000);
    // Without zoom animations a cluster can be clicked as soon as it shows (a setting the map honours).
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/map');
    await expect(markerIcons(page).first()).toBeVisible();
    const tampa = await listedAdIds(page);

    /** On phones the filters live in a sheet: open it, act, close it. */
    const inFilters = async (act: () => Promise<void>) => {
      if (phone) await page.getByTestId('map-filters-button').click();
      await act();
      if (phone) {
        await page
          .getByTestId('map-filters-drawer')
          .getByRole('button', { name: t.close, exact: true })
          .click();
        await expect(page.getByTestId('map-filters-drawer')).toBeHidden();
      }
    };

    // Deselect all: nothing to show, and the URL says so.
    await inFilters(() => page.getByRole('button', { name: t.deselectAll, exact: true }).click());
    await expect(page.getByTestId('map-empty')).toHaveText(new RegExp(t.empty.replace('.', '\\.')));
    await expect(markerIcons(page)).toHaveCount(0);
    expect(new URL(page.url()).searchParams.get('category')).toBe('');
    if (phone) await shot(page, `map-empty-${language}-${theme}-${viewport.width}`);

    // Select all: the markers come back.
    await inFilters(() => page.getByRole('button', { name: t.selectAll, exact: true }).click());
    await expect(markerIcons(page).first()).toBeVisible();
    await expect(page.getByTestId('map-empty')).toBeHidden();
    expect(new URL(page.url()).searchParams.has('category')).toBe(false);
    expect(await listedAdIds(page)).toEqual(tampa);

    // One category only: fewer listings, all of them in it.
    const jobs = language === 'uk' ? 'Робота' : 'Jobs';
    await inFilters(async () => {
      await page.getByRole('button', { name: t.deselectAll, exact: true }).click();
      await expect(page.getByRole('checkbox', { name: jobs })).not.toBeChecked();
      // click, not check(): the box follows the URL, which settles a moment after the click.
      await page.getByRole('checkbox', { name: jobs }).click();
      await expect(page.getByRole('checkbox', { name: jobs })).toBeChecked();
    });
    await expect(page).toHaveURL(/category=jobs/);
    await expect.poll(async () => (await listedAdIds(page)).length).toBeLessThan(tampa.length);
    for (const text of await page.getByTestId('map-ad-list').getByRole('link').allInnerTexts()) {
      expect(text).toContain(jobs);
    }
    await inFilters(() => page.getByRole('button', { name: t.selectAll, exact: true }).click());

    // Another city: other markers, and the URL names it.
    const clearwater = language === 'uk' ? 'Клірвотер' : 'Clearwater';
    await inFilters(async () => {
      await page.getByTestId('map-city-select').click();
      await page.getByRole('option', { name: clearwater }).click();
    });
    await expect(page).toHaveURL(/city=clearwater/);
    await expect.poll(async () => listedAdIds(page)).not.toEqual(tampa);
    await expect(markerIcons(page).first()).toBeVisible();
    if (!phone) await shot(page, `map-clearwater-${language}-${theme}-${viewport.width}`);

    // A marker's popup links to its ad, in the reader's language.
    const marker = await aSingleMarker(page);
    const title = (await marker.getAttribute('alt')) ?? '';
    await marker.click();
    const popup = page.getByTestId('map-popup');
    await expect(popup.getByRole('link', { name: title })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await shot(page, `map-popup-${language}-${theme}-${viewport.width}`);
    await popup.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/ads\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page.locator('html')).toHaveAttribute('lang', language);
  });
}
