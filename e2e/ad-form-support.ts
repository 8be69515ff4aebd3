import type { FileChooser, Page, TestInfo } from '@playwright/test';
import sharp from 'sharp';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import * as meApi from '../shared/api/me';
import { apiPath } from '../shared/api/operation';
import type { Language, ThemeMode } from '../shared/constants';
import { adForm as enAdForm } from '../shared/i18n/en/ad-form';
import { adForm as ukAdForm } from '../shared/i18n/uk/ad-form';
import type { Ad } from '../shared/schemas/ads';
import type { Category, City } from '../shared/schemas/catalog';
import { expectPath } from './auth-support';
import { signInAs, signInByApi } from './people';
import { patientExpect as expect, withPreferences } from './support';

/** The post/edit ad form's texts (shared/i18n/<language>/ad-form). */
export const formMessages = { en: enAdForm, uk: ukAdForm };

export type Rgb = readonly [number, number, number];

/**
 * A real JPEG (a colour gradient, so it is not trivially small) written to the test's own folder; with
 * `tint`, mostly that colour, so the stored copy can be told apart from others (see `dominantColour`).
 */
export async function jpegFile(testInfo: TestInfo, name: string, tint?: Rgb): Promise<string> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      const gradient: Rgb = [(x * 255) / width, (y * 255) / height, 180];
      gradient.forEach((value, c) => {
        pixels[i + c] = tint ? 0.8 * (tint[c] ?? 0) + 0.2 * value : value;
      });
    }
  const path = testInfo.outputPath(name);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(path);
  return path;
}

/**
 * Records every value the upload progress bar shows (it is gone once the page moves on); reads what it
 * has seen so far.
 */
export async function recordUploadProgress(page: Page): Promise<() => Promise<number[]>> {
  await page.evaluate(() => {
    const seen: number[] = [];
    (window as unknown as { uploadProgress: number[] }).uploadProgress = seen;
    const read = () => {
      const bar = document.querySelector('[data-testid="upload-progress"]');
      if (bar) seen.push(Number(bar.getAttribute('aria-valuenow')));
    };
    new MutationObserver(read).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-valuenow'],
    });
  });
  return () => page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);
}

/** Every text the upload's progress line shows, in order (it is gone once the page moves on). */
export async function recordProgressLines(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { progressLines: string[] }).progressLines = seen;
    new MutationObserver(() => {
      const bar = document.querySelector('[data-testid="upload-progress"]');
      const label = bar && document.getElementById(bar.getAttribute('aria-labelledby') ?? '');
      const text = label?.textContent ?? '';
      if (text && seen.at(-1) !== text) seen.push(text);
    }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  });
  return () => page.evaluate(() => (window as unknown as { progressLines: string[] }).progressLines);
}

async function catalogue(page: Page) {
  const categories = (await (await page.request.get(apiPath(catalogApi.listCategories))).json()) as {
    items: Category[];
  };
  const cities = (await (await page.request.get(apiPath(catalogApi.listCities))).json()) as { items: City[] };
  const category = categories.items[0];
  const city = cities.items.find((c) => c.name === 'Tampa') ?? cities.items[0];
  if (!category || !city) throw new Error('no categories or cities');
  return { category, city };
}

/**
 * Sets the width and stored preferences, opens the app and signs in a new member (or `login`: the demo
 * user, whose seeded ads a journey edits); the category and city (Tampa when there is one) to post in.
 */
export async function signedInToPost(
  page: Page,
  run: { language: Language; viewport: { width: number; height: number }; theme: ThemeMode },
  login?: { email: string; password: string },
) {
  await page.setViewportSize(run.viewport);
  await withPreferences(page, { language: run.language, theme: run.theme });
  await page.goto('/');
  if (login) await signInAs(page, login);
  else await signInByApi(page, 'user');
  return catalogue(page);
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills what every ad needs: its title, category and city. */
export async function fillRequired(
  page: Page,
  language: Language,
  ad: { title: string; category: Category; city: City },
) {
  await page.getByRole('textbox', { name: formMessages[language].fields.title }).fill(ad.title);
  await pick(page, 'category-select', language === 'en' ? ad.category.name_en : ad.category.name_uk);
  await pick(page, 'city-select', language === 'uk' && ad.city.name_uk ? ad.city.name_uk : ad.city.name);
}

/** Clicks the photo button named `button` and picks `files` in the file chooser it opens. */
export async function choosePhotos(
  page: Page,
  button: string,
  files: Parameters<FileChooser['setFiles']>[0],
) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

/** Which of red, green and blue an image on our server mostly is. */
export async function dominantColour(page: Page, path: string): Promise<'red' | 'green' | 'blue'> {
  const res = await page.request.get(path);
  expect(res.status()).toBe(200);
  const { channels } = await sharp(await res.body()).stats();
  const means = channels.slice(0, 3).map((channel) => channel.mean);
  return (['red', 'green', 'blue'] as const)[means.indexOf(Math.max(...means))] ?? 'red';
}

/** The signed-in person's own ads (pending and rejected ones too). */
export async function ownAds(page: Page): Promise<Ad[]> {
  const res = await page.request.get(apiPath(meApi.listOwnAds));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { items: Ad[] }).items;
}

export async function getAd(page: Page, id: string): Promise<Ad> {
  const res = await page.request.get(apiPath(adsApi.getAd, { params: { id } }));
  expect(res.status()).toBe(200);
  return (await res.json()) as Ad;
}

/** /my-ads is built beside this page: once it is there, the ad is listed on it. */
export async function expectOnMyAds(page: Page, title: string) {
  await expectPath(page, '/my-ads');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if ((await page.getByTestId('coming-soon').count()) === 0)
    await expect(page.getByText(title).first()).toBeVisible();
}
