import { PLACEHOLDER_IMAGE_PATH } from '../shared/constants';
import { adForm as f } from '../shared/i18n/en/ad-form';
import {
  choosePhotos,
  expectOnMyAds,
  fillRequired,
  getAd,
  jpegFile,
  recordUploadProgress,
  signedInToPost,
} from './ad-form-support';
import { expectPath, test } from './auth-support';
import { throttleUpload } from './network-support';
import { patientExpect as expect, shot, WIDTHS } from './support';

// A photo the server refuses, the upload progress bar on a slow uplink, and removing a photo.
// The posting and editing journeys are in post-ad.spec.ts.

test('a photo the server refuses leaves the ad saved, on its edit page, ready to retry', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const { category, city } = await signedInToPost(page, {
    language: 'en',
    viewport: WIDTHS.phone,
    theme: 'light',
  });
  const photo = await jpegFile(testInfo, 'retry.jpg');

  await page.goto('/post-ad');
  const title = `E2E retry ${Date.now()}`;
  await fillRequired(page, 'en', { title, category, city });
  await choosePhotos(page, f.image.choose, {
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
  await choosePhotos(page, f.image.replace, photo);
  // A slow uplink, so the bar is seen moving.
  const unthrottle = await throttleUpload(page, 12 * 1024);
  const uploadProgress = await recordUploadProgress(page);
  await page.getByRole('button', { name: f.submit.save }).click();
  const bar = page.getByTestId('upload-progress');
  await expect(bar).toBeVisible();
  await expect.poll(async () => Number(await bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0);
  await shot(page, 'edit-ad-uploading-en-light-390');
  await expect(page.getByText(f.toast.updated)).toBeVisible();
  const seen = await uploadProgress();
  expect(seen.some((percent) => percent > 0 && percent < 100)).toBe(true);
  expect(Math.max(...seen)).toBe(100);
  await expectOnMyAds(page, title);
  expect((await getAd(page, id)).images[0]?.storage_path).not.toBe(PLACEHOLDER_IMAGE_PATH);
  await unthrottle();

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
