import { expect, type Page } from '@playwright/test';
import { map as en } from '../shared/i18n/en/map';
import { map as uk } from '../shared/i18n/uk/map';

export const mapMessages = { en, uk };

/** Every marker icon on the map: single ads and clusters alike (tiles may be blank offline). */
export const markerIcons = (page: Page) => page.getByTestId('ad-map').locator('.leaflet-marker-icon');
const singleMarkers = (page: Page) =>
  page.getByTestId('ad-map').locator('.leaflet-marker-icon:not(.hromada-cluster)');

/** Zooms into clusters until a single ad's marker shows, and returns it. */
export async function aSingleMarker(page: Page) {
  for (let i = 0; i < 8 && (await singleMarkers(page).count()) === 0; i++) {
    // The page runs with reduced motion: the zoom happens at once, without animation.
    await page.getByTestId('ad-map').locator('.hromada-cluster').first().click();
  }
  const marker = singleMarkers(page).first();
  await expect(marker).toBeVisible();
  return marker;
}

/** The ids of the ads listed under the map. */
export async function listedAdIds(page: Page): Promise<string[]> {
  const hrefs = await page
    .getByTestId('map-ad-list')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace('/ads/', '')).sort();
}
