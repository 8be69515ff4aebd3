import { expect, type Locator, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import { apiPath } from '../shared/api/operation';
import { PLACEHOLDER_IMAGE_PATH } from '../shared/constants';
import type { AdListItem } from '../shared/schemas/ad-list-item';

/** The paths of the stored images (/media/…) the page asks for from now on. */
export function collectMediaRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/media/')) paths.push(pathname);
  });
  return paths;
}

const cardPhotoOf = (ad: AdListItem) => ad.image?.thumbnail_path ?? PLACEHOLDER_IMAGE_PATH;

/**
 * Each listed ad's card photo as the API gives it (its primary thumbnail, or the placeholder): the ads
 * a server-rendered page arrived with (`fromPage`, once it has loaded), and those the API sends from now on.
 */
export function collectListedPhotos(page: Page): {
  photos: Map<string, string>;
  fromPage: () => Promise<void>;
} {
  const photos = new Map<string, string>();
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname !== apiPath(adsApi.listAds) || !response.ok()) return;
    for (const ad of ((await response.json()) as { items: AdListItem[] }).items)
      photos.set(ad.id, cardPhotoOf(ad));
  });
  const fromPage = async () => {
    const ads = await page.evaluate(() => {
      type Query = { queryKey: unknown[]; state: { data: { pages: { items: unknown[] }[] } } };
      const boot = JSON.parse(document.getElementById('hromada-boot')?.textContent ?? '{}');
      const queries: Query[] = boot.state?.queries ?? [];
      return queries
        .filter((query) => query.queryKey[0] === 'ads' && query.queryKey[1] === 'list')
        .flatMap((query) => query.state.data.pages.flatMap((page) => page.items));
    });
    for (const ad of ads as AdListItem[]) photos.set(ad.id, cardPhotoOf(ad));
  };
  return { photos, fromPage };
}

/** What the browser made of a card's photo: its box (`top` in the page), what it shows, whether it loaded. */
export const photoState = (photo: Locator) =>
  photo.evaluate((img: HTMLImageElement) => {
    const box = img.getBoundingClientRect();
    return {
      top: box.top + window.scrollY,
      width: box.width,
      height: box.height,
      shown: img.currentSrc ? new URL(img.currentSrc).pathname : '',
      loaded: img.complete && img.naturalWidth > 0,
    };
  });

/** Brings every photo near the screen in turn, so lazy ones load, and waits until each has. */
export async function loadEveryPhoto(photos: Locator) {
  for (const photo of await photos.all()) await photo.scrollIntoViewIfNeeded();
  for (const photo of await photos.all())
    await expect.poll(async () => (await photoState(photo)).loaded).toBe(true);
}
