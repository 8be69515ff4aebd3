import type { Page, TestInfo } from '@playwright/test';
import { apiPath } from '../shared/api/operation';
import * as siteApi from '../shared/api/site';
import { type Language, PLACEHOLDER_IMAGE_PATH } from '../shared/constants';
import type { Ad } from '../shared/schemas/ads';
import { choosePhotos, formMessages, jpegFile, ownAds, type Rgb } from './ad-form-support';
import { expectPath, validationMessages } from './auth-support';
import { patientExpect as expect, messages } from './support';

// Helpers of ad-photos-paid.spec.ts: the demo user's paid and free ads, the photo grid, the gallery.

export const COLOURS = { red: [220, 40, 40], green: [40, 190, 60], blue: [40, 70, 230] } satisfies Record<
  string,
  Rgb
>;

/** `ads/{id}/photo-blue-3f9a0c1b2d-full.webp` → `photo-blue`: the name the file was uploaded with. */
export const uploadName = (path: string) =>
  (path.split('/').at(-1) ?? '').replace(/-[0-9a-f]{10}-full\.webp$/, '');

export async function theDemoUsersAds(page: Page) {
  const ads = await ownAds(page);
  const paid = ads.find((ad) => ad.is_paid);
  const free = ads.find((ad) => !ad.is_paid && ad.status === 'approved');
  if (!paid || !free) throw new Error('the demo data gives the demo user a paid and a free ad');
  const config = (await (await page.request.get(apiPath(siteApi.getSiteConfig))).json()) as {
    max_images: { free: number; paid: number };
  };
  return { paid, free, max: config.max_images.paid };
}

/** A message with its {{placeholders}} filled in, as i18next does. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));

/** The grid's tiles, as their pictures' accessible names, in order. */
export const tileNames = (page: Page) =>
  page
    .getByTestId('photo-tile')
    .locator('img')
    .evaluateAll((imgs) => imgs.map((img) => img.getAttribute('alt')));

/** A free ad keeps one photo, as before: two chosen, the first kept, and the person is told. Not saved. */
export async function expectFreeAdTakesOnePhoto(page: Page, language: Language, ad: Ad, testInfo: TestInfo) {
  const f = formMessages[language];
  await page.goto(`/edit-ad/${ad.id}`);
  const section = page.getByTestId('photo-section');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(f.sections.photo);
  const files = [await jpegFile(testInfo, 'first.jpg'), await jpegFile(testInfo, 'second.jpg')];
  const hasPhoto = ad.images.some((image) => image.storage_path !== PLACEHOLDER_IMAGE_PATH);
  await choosePhotos(page, hasPhoto ? f.image.replace : f.image.choose, files);
  await expect(page.getByTestId('image-problem')).toHaveText(validationMessages[language].onlyOneImage);
  await expect(page.getByRole('img', { name: f.image.previewAlt })).toBeVisible();
  await expect(page.getByTestId('photo-grid')).toHaveCount(0);
  await expect(page.getByTestId('photo-counter')).toHaveCount(0);
}

/** The ad page: the main photo large (the given one, in both its sizes), and a thumbnail for each photo. */
export async function expectGallery(page: Page, language: Language, images: Ad['images']) {
  const total = images.length;
  for (let index = 1; index <= total; index++)
    await expect(
      page.getByRole('button', { name: fill(messages[language].ads.imageOf, { index, total }) }),
    ).toBeVisible();
  await expect(page.getByTestId('gallery-open').locator('img')).toHaveAttribute(
    'srcset',
    `${images[0]?.thumbnail_path} 480w, ${images[0]?.storage_path} 1600w`,
  );
}

/**
 * From My ads to the ad's page by its link. The edit left the ad pending: loading its address afresh
 * answers 404 (the app then still shows it to its owner), which the console would report as an error.
 */
export async function openFromMyAds(page: Page, id: string) {
  await page.locator(`[data-testid="my-ad"][data-ad-id="${id}"]`).getByTestId('my-ad-title').click();
  await expectPath(page, `/ads/${id}`);
}
