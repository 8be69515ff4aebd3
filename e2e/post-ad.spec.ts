import { expect as baseExpect, type Page, type TestInfo } from '@playwright/test';
import sharp from 'sharp';
import { PLACEHOLDER_IMAGE_PATH } from '../shared/constants';
import { adForm as enAdForm } from '../shared/i18n/en/ad-form';
import { adForm as ukAdForm } from '../shared/i18n/uk/ad-form';
import type { Ad } from '../shared/schemas/ads';
import type { Category, City } from '../shared/schemas/catalog';
import { expectPath, signInByApi, test, validationMessages } from './auth-support';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  messages,
  shot,
  WIDTHS,
  withPreferences,
} from './support';

const formMessages = { en: enAdForm, uk: ukAdForm };
// Image processing (sharp) and the embedded database queue up when the machine is busy.
const expect = baseExpect.configure({ timeout: 15_000 });

// Phone + dark in Ukrainian, desktop + light in English (the other pages' journeys do the same).
const RUNS = [
  { language: 'uk', viewport: WIDTHS.phone, theme: 'dark' },
  { language: 'en', viewport: WIDTHS.desktop, theme: 'light' },
] as const;

/** A real JPEG (a colour gradient, so it is not trivially small) written to the test's own folder. */
async function jpegFile(testInfo: TestInfo, name: string): Promise<string> {
  const width = 1200;
  const height = 900;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 255) / width;
      pixels[i + 1] = (y * 255) / height;
      pixels[i + 2] = 180;
    }
  const path = testInfo.outputPath(name);
  await sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 90 })
    .toFile(path);
  return path;
}

/** Records every value the upload progress bar shows (it is gone once the page moves on). */
async function recordUploadProgress(page: Page) {
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
}

const uploadProgress = (page: Page) =>
  page.evaluate(() => (window as unknown as { uploadProgress: number[] }).uploadProgress);

async function catalogue(page: Page) {
  const categories = (await (await page.request.get('/api/v1/categories')).json()) as { items: Category[] };
  const cities = (await (await page.request.get('/api/v1/cities')).json()) as { items: City[] };
  const category = categories.items[0];
  const city = cities.items.find((c) => c.name === 'Tampa') ?? cities.items[0];
  if (!category || !city) throw new Error('no categories or cities');
  return { category, city };
}

async function pick(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function getAd(page: Page, id: string): Promise<Ad> {
  const res = await page.request.get(`/api/v1/ads/${id}`);
  expect(res.status()).toBe(200);
  return (await res.json()) as Ad;
}

/** /my-ads is built beside this page: once it is there, the ad is listed on it. */
async function expectOnMyAds(page: Page, title: string) {
  await expectPath(page, '/my-ads');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  if ((await page.getByTestId('coming-soon').count()) === 0)
    await expect(page.getByText(title).first()).toBeVisible();
}

for (const { language, viewport, theme } of RUNS) {
  const f = formMessages[language];
  const ui = messages[language];
  const v = validationMessages[language];
  const suffix = `${language}-${theme}-${viewport.width}`;

  test(`post an ad with a photo, then edit it (${language}, ${viewport.width}px)`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    await signInByApi(page, 'user');
    const { category, city } = await catalogue(page);
    const photo = await jpegFile(testInfo, 'photo.jpg');
    const second = await jpegFile(testInfo, 'second.jpg');

    await page.goto('/post-ad');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.page.postHeading);
    await expect(page).toHaveTitle(ui.app.documentTitle.replace('{{page}}', ui.pages.postAd));
    await expect(page.getByTestId('moderation-note')).toHaveText(f.moderation.post);
    const editor = page.getByTestId('description-editor');
    await expect(editor).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Empty: the required fields say so, from the validation catalogue.
    await page.getByTestId('ad-submit').click();
    await expect(page.getByText(v.titleRequired)).toBeVisible();
    await expect(page.getByText(v.categoryRequired)).toBeVisible();
    await expect(page.getByText(v.cityRequired)).toBeVisible();
    await expect(page.getByRole('textbox', { name: f.fields.title })).toBeFocused();
    await shot(page, `post-ad-errors-${suffix}`);

    const title = `E2E ${language} ${Date.now()} bike`;
    await page.getByRole('textbox', { name: f.fields.title }).fill(title);
    await pick(page, 'category-select', language === 'en' ? category.name_en : category.name_uk);
    await pick(page, 'city-select', city.name);
    await page.getByRole('textbox', { name: f.fields.price }).fill('120');

    // Description: bold from the toolbar, then plain text and a bulleted list from the keyboard.
    await editor.click();
    await page.getByRole('button', { name: f.editor.bold, exact: true }).click();
    await expect(page.getByRole('button', { name: f.editor.bold, exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.keyboard.type('Bold words');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type(' and plain text.');
    await page.keyboard.press('Enter');
    await page.keyboard.press('ControlOrMeta+Shift+8');
    await page.keyboard.type('first point');
    await expect(editor.locator('strong')).toHaveText('Bold words');
    await expect(editor.locator('ul li')).toHaveText('first point');

    await page.getByRole('textbox', { name: f.fields.email }).fill('seller@example.com');
    await page.getByRole('textbox', { name: f.fields.telephone }).fill('+1 (813) 555-0100');
    await page.getByRole('textbox', { name: f.fields.telegram }).fill('@hromada_seller');

    // An event needs its date.
    await page.getByRole('switch', { name: f.fields.isEvent }).check();
    await page.getByTestId('ad-submit').click();
    await expect(page.getByText(v.eventDateRequired)).toBeVisible();
    await page.getByLabel(f.fields.eventDate).fill('2031-06-01T18:00');
    await page.getByLabel(f.fields.eventEndDate).fill('2031-06-01T16:00');
    await page.getByLabel(f.fields.eventDate).click(); // the end is checked again when the start changes
    await page.getByTestId('ad-submit').click();
    await expect(page.getByText(v.eventEndBeforeStart)).toBeVisible();
    await page.getByLabel(f.fields.eventEndDate).fill('2031-06-01T21:30');
    await expect(page.getByText(v.eventEndBeforeStart)).toHaveCount(0);

    // Two photos picked: only the first is kept, and the person is told.
    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: f.image.choose }).click();
    await (await chooser).setFiles([photo, second]);
    await expect(page.getByTestId('image-problem')).toHaveText(v.onlyOneImage);
    await expect(page.getByRole('img', { name: f.image.previewAlt })).toBeVisible();
    await expect(page.getByRole('button', { name: f.image.replace })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `e2e/screenshots/post-ad-filled-${suffix}.png`, fullPage: true });

    await recordUploadProgress(page);
    const created = page.waitForResponse(
      (r) => r.url().endsWith('/api/v1/ads') && r.request().method() === 'POST',
    );
    await page.getByTestId('ad-submit').click();
    const { id } = (await (await created).json()) as { id: string };
    await expect(page.getByText(f.toast.posted)).toBeVisible();
    await expectOnMyAds(page, title);
    const seen = await uploadProgress(page);
    expect(seen.length).toBeGreaterThan(0);
    expect(Math.max(...seen)).toBe(100);
    await shot(page, `post-ad-my-ads-${suffix}`);

    const saved = await getAd(page, id);
    expect(saved).toMatchObject({
      title,
      price: 120,
      category_id: category.id,
      city_id: city.id,
      status: 'pending',
      is_event: true,
      email: 'seller@example.com',
      telephone: '+1 (813) 555-0100',
      telegram: '@hromada_seller',
    });
    expect(saved.description).toContain('<strong>Bold words</strong> and plain text.');
    expect(saved.description).toMatch(/<ul><li>(<p>)?first point/);
    expect(Date.parse(saved.event_end_date ?? '') - Date.parse(saved.event_date ?? '')).toBe(3.5 * 3600_000);
    expect(saved.images).toHaveLength(1);
    expect(saved.images[0]?.storage_path).not.toBe(PLACEHOLDER_IMAGE_PATH);

    // Edit: the saved values and photo are there; a new title goes back to moderation.
    await page.goto(`/edit-ad/${id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(f.page.editHeading);
    await expect(page).toHaveTitle(ui.app.documentTitle.replace('{{page}}', ui.pages.editAd));
    const titleField = page.getByRole('textbox', { name: f.fields.title });
    await expect(titleField).toHaveValue(title);
    await expect(page.getByRole('img', { name: f.image.currentAlt })).toBeVisible();
    await expect(page.getByRole('button', { name: f.image.replace })).toBeVisible();
    await expect(page.getByRole('button', { name: f.image.remove })).toBeVisible();
    await expect(editor.locator('strong')).toHaveText('Bold words');
    await expect(page.getByLabel(f.fields.eventDate)).toHaveValue('2031-06-01T18:00');
    await expect(page.getByTestId('moderation-note')).toHaveText(f.moderation.edit);
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: `e2e/screenshots/edit-ad-${suffix}.png`, fullPage: true });

    // A new title and a new photo in one save: the fields first, then the upload.
    const newTitle = `${title} (edited)`;
    await titleField.fill(newTitle);
    const replace = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: f.image.replace }).click();
    await (await replace).setFiles(second);
    await expect(page.getByRole('img', { name: f.image.previewAlt })).toBeVisible();
    await page.getByRole('button', { name: f.submit.save }).click();
    await expect(page.getByText(f.toast.updated)).toBeVisible();
    await expectOnMyAds(page, newTitle);
    const edited = await getAd(page, id);
    expect(edited).toMatchObject({ title: newTitle, status: 'pending' });
    expect(edited.images).toHaveLength(1);
    expect(edited.images[0]?.storage_path).not.toBe(saved.images[0]?.storage_path);
    expect(edited.images[0]?.storage_path).not.toBe(PLACEHOLDER_IMAGE_PATH);
    expect(consoleErrors).toEqual([]);
  });
}

test('a photo the server refuses leaves the ad saved, on its edit page, ready to retry', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const f = formMessages.en;
  await page.setViewportSize(WIDTHS.phone);
  await withPreferences(page, { language: 'en', theme: 'light' });
  await page.goto('/');
  await signInByApi(page, 'user');
  const { category, city } = await catalogue(page);
  const photo = await jpegFile(testInfo, 'retry.jpg');

  await page.goto('/post-ad');
  const title = `E2E retry ${Date.now()}`;
  await page.getByRole('textbox', { name: f.fields.title }).fill(title);
  await pick(page, 'category-select', category.name_en);
  await pick(page, 'city-select', city.name);
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: f.image.choose }).click();
  await (await chooser).setFiles({
    name: 'not-a-photo.jpg',
    mimeType: 'image/jpeg',
    buffer: Buffer.from('this is text, not a JPEG'),
  });
  await page.getByTestId('ad-submit').click();

  // The ad exists: its edit page says what happened to the photo.
  await expect.poll(() => new URL(page.url()).pathname).toMatch(/^\/edit-ad\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  expect((await getAd(page, id)).images[0]?.storage_path).toBe(PLACEHOLDER_IMAGE_PATH);
  const notice = page.getByTestId('photo-notice');
  await expect(notice).toContainText('not-a-photo.jpg is not a valid image file');
  await expect(notice).toContainText(f.failure.imageAfterPost.split(':')[0] ?? '');
  await expect(notice).toBeFocused();
  await expect(page.getByRole('textbox', { name: f.fields.title })).toHaveValue(title);
  await shot(page, 'post-ad-photo-refused-en-light-390');

  // A real photo this time: saving uploads it (the fields are saved already).
  const replace = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: f.image.replace }).click();
  await (await replace).setFiles(photo);
  // A slow uplink, so the bar is seen moving.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 20,
    downloadThroughput: -1,
    uploadThroughput: 12 * 1024,
  });
  await recordUploadProgress(page);
  await page.getByRole('button', { name: f.submit.save }).click();
  const bar = page.getByTestId('upload-progress');
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await shot(page, 'edit-ad-uploading-en-light-390');
  await expect(page.getByText(f.toast.updated)).toBeVisible();
  const seen = await uploadProgress(page);
  expect(seen.some((percent) => percent > 0 && percent < 100)).toBe(true);
  expect(Math.max(...seen)).toBe(100);
  await expectOnMyAds(page, title);
  expect((await getAd(page, id)).images[0]?.storage_path).not.toBe(PLACEHOLDER_IMAGE_PATH);
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });

  // Remove: the standard picture again.
  await page.goto(`/edit-ad/${id}`);
  await expect(page.getByRole('img', { name: f.image.currentAlt })).toBeVisible();
  await page.getByRole('button', { name: f.image.remove }).click();
  await expect(page.getByTestId('image-preview')).toContainText(f.image.willRemove);
  await expect(page.getByRole('button', { name: f.image.undoRemove })).toBeVisible();
  await page.getByRole('button', { name: f.submit.save }).click();
  await expect(page.getByText(f.toast.updated)).toBeVisible();
  await expectPath(page, '/my-ads');
  expect((await getAd(page, id)).images.map((i) => i.storage_path)).toEqual([PLACEHOLDER_IMAGE_PATH]);
});
