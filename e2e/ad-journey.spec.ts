import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import { apiPath } from '../shared/api/operation';
import type { Language, ThemeMode } from '../shared/constants';
import { adminAds as enAdminAds } from '../shared/i18n/en/admin-ads';
import { myAds as enMyAds } from '../shared/i18n/en/my-ads';
import { adminAds as ukAdminAds } from '../shared/i18n/uk/admin-ads';
import { myAds as ukMyAds } from '../shared/i18n/uk/my-ads';
import type { Ad } from '../shared/schemas/ads';
import type { Category, City } from '../shared/schemas/catalog';
import { choosePhotos, fillRequired, formMessages, jpegFile, recordUploadProgress } from './ad-form-support';
import { expectPath, journeyIn, signedUpPerson, test } from './auth-support';
import { throttleUpload } from './network-support';
import { signInByApi } from './people';
import { collectConsoleErrors, expectNoSeriousAxeViolations, shot, withPreferences } from './support';

// The whole journey: a person posts an ad with a photo → it waits in My Ads → an admin
// approves it in /admin → it is on its city page and in its category with its photo → the owner edits
// it → it waits again. In each language the owner and the admin use the two widths the other way round.

const expect = baseExpect.configure({ timeout: 20_000 });
const myAdsTexts = { en: enMyAds, uk: ukMyAds };
const adminTexts = { en: enAdminAds, uk: ukAdminAds };
type Viewport = { width: number; height: number };

async function firstOf<T>(page: Page, path: string, pick: (items: T[]) => T | undefined): Promise<T> {
  const { items } = (await (await page.request.get(path)).json()) as { items: T[] };
  const item = pick(items);
  if (!item) throw new Error(`nothing at ${path}`);
  return item;
}

async function adOf(page: Page, id: string): Promise<Ad> {
  const res = await page.request.get(apiPath(adsApi.getAd, { params: { id } }));
  expect(res.status()).toBe(200);
  return (await res.json()) as Ad;
}

async function expectWaiting(page: Page, language: Language, id: string) {
  await expectPath(page, '/my-ads');
  const chip = page.locator(`[data-testid="my-ad"][data-ad-id="${id}"]`).getByTestId('ad-status');
  await expect(chip).toHaveAttribute('data-status', 'pending');
  await expect(chip).toHaveText(myAdsTexts[language].status.pending);
}

/** A browser of its own for someone else (the admin, a visitor), in the same language. */
async function personIn(
  browser: Browser,
  baseURL: string,
  language: Language,
  viewport: Viewport,
  theme: ThemeMode,
) {
  const context = await browser.newContext({ baseURL, viewport });
  const page = await context.newPage();
  await withPreferences(page, { language, theme });
  await page.goto('/');
  return { page, close: () => context.close() };
}

/** The ad's card on a listing page, with the photo the API says is its primary thumbnail. */
async function expectListed(page: Page, path: string, ad: Ad) {
  await page.goto(path);
  const card = page.getByTestId('ad-card').filter({ hasText: ad.title });
  await expect(card).toHaveCount(1);
  const thumbnail = ad.images.find((image) => image.is_primary)?.thumbnail_path ?? '';
  expect(thumbnail).toMatch(/-thumb\.webp$/);
  await expect(card.locator('img')).toHaveAttribute('src', thumbnail);
  await expect
    .poll(() => card.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, other, theme, otherTheme } = journeyIn(language);
  const f = formMessages[language];
  const tag = `${language}-${theme}-${viewport.width}`;

  test(`post with a photo → waiting → approved in /admin → listed with its photo → edited → waiting (${language})`, async ({
    page,
    browser,
    baseURL,
  }, testInfo) => {
    test.setTimeout(240_000);
    const consoleErrors = collectConsoleErrors(page);
    await signedUpPerson(page, language, 'journey');
    const city = await firstOf<City>(
      page,
      apiPath(catalogApi.listCities),
      (c) => c.find((x) => x.name === 'Tampa') ?? c[0],
    );
    const category = await firstOf<Category>(page, apiPath(catalogApi.listCategories), (c) =>
      c.find((x) => x.slug === 'electronics'),
    );

    // Post, with a photo on a slow uplink so the progress bar is seen moving.
    await page.goto('/post-ad');
    const title = `Journey camera ${language} ${Date.now()}`;
    await fillRequired(page, language, { title, category, city });
    await choosePhotos(page, f.image.choose, await jpegFile(testInfo, 'camera.jpg'));
    const unthrottle = await throttleUpload(page, 16 * 1024);
    const progress = await recordUploadProgress(page);
    await page.getByTestId('ad-submit').click();
    await expect(page.getByTestId('upload-progress')).toBeVisible();
    await shot(page, `journey-uploading-${tag}`);
    await expect(page.getByText(f.toast.posted)).toBeVisible();
    const seen = await progress();
    expect(seen.some((percent) => percent > 0 && percent < 100)).toBe(true);
    await unthrottle();

    // Waiting in My Ads.
    await expectPath(page, '/my-ads');
    const mine = page.getByTestId('my-ad').filter({ hasText: title });
    const id = (await mine.getAttribute('data-ad-id')) ?? '';
    await expectWaiting(page, language, id);
    await shot(page, `journey-waiting-${tag}`);

    // The admin approves it in /admin, at the other width and theme.
    const admin = await personIn(browser, baseURL ?? '', language, other, otherTheme);
    await signInByApi(admin.page, 'admin');
    await admin.page.goto('/admin');
    const row = admin.page.locator(`[data-testid="admin-ad"][data-ad-id="${id}"]`);
    await expect(row).toContainText(title);
    await expect(row.locator('img')).toHaveAttribute('src', /-thumb\.webp$/);
    await expectNoSeriousAxeViolations(admin.page);
    await shot(admin.page, `journey-admin-${language}-${otherTheme}-${other.width}`);
    await row.getByTestId('approve-ad').click();
    await expect(admin.page.getByText(adminTexts[language].toast.approved)).toBeVisible();
    await expect(row).toHaveCount(0); // gone from the waiting tab
    await admin.close();

    // Everyone sees it on its city page and in its category, with its photo.
    const approved = await adOf(page, id);
    expect(approved.status).toBe('approved');
    const visitor = await personIn(browser, baseURL ?? '', language, other, otherTheme);
    await expectListed(visitor.page, `/${city.slug}`, approved);
    await expectListed(visitor.page, `/${city.slug}/${category.slug}`, approved);
    await shot(visitor.page, `journey-listed-${language}-${otherTheme}-${other.width}`);

    // The owner edits it: it waits again and leaves the public lists.
    await page.goto(`/edit-ad/${id}`);
    const titleBox = page.getByRole('textbox', { name: f.fields.title });
    await expect(titleBox).toHaveValue(title);
    await titleBox.fill(`${title} (lens included)`);
    await page.getByRole('button', { name: f.submit.save }).click();
    await expect(page.getByText(f.toast.updated)).toBeVisible();
    await expectWaiting(page, language, id);
    await expectNoSeriousAxeViolations(page);
    await visitor.page.goto(`/${city.slug}/${category.slug}`);
    await expect(visitor.page.getByTestId('ad-card').first()).toBeVisible();
    await expect(visitor.page.getByTestId('ad-card').filter({ hasText: title })).toHaveCount(0);
    await visitor.close();
    expect(consoleErrors).toEqual([]);
  });
}
