import type { Request } from '@playwright/test';
import {
  choosePhotos,
  dominantColour,
  expectOnMyAds,
  formMessages,
  getAd,
  jpegFile,
  recordProgressLines,
  recordUploadProgress,
  signedInToPost,
} from './ad-form-support';
import {
  COLOURS,
  expectFreeAdTakesOnePhoto,
  expectGallery,
  fill,
  openFromMyAds,
  theDemoUsersAds,
  tileNames,
  uploadName,
} from './ad-photos-support';
import { test } from './auth-support';
import { demoLogin } from './demo-logins';
import { throttleUpload } from './network-support';
import {
  collectConsoleErrors,
  patientExpect as expect,
  expectNoSeriousAxeViolations,
  shot,
  WIDTHS,
} from './support';

// A paid ad carries several photos (SPEC 9): the demo user's paid ad (their third, see
// server/db/seed/demo-statuses.ts) gets three in Ukrainian, then keeps them beside a new one in
// English. Both edit the same ad, so they run one after the other; each saves once (upload limits).
test.describe.configure({ mode: 'serial' });

test('the paid ad gets three photos, the third made the main one (uk, 390px, dark)', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const f = formMessages.uk;
  const consoleErrors = collectConsoleErrors(page);
  await signedInToPost(page, { language: 'uk', viewport: WIDTHS.phone, theme: 'dark' }, demoLogin('user'));
  const { paid, free, max } = await theDemoUsersAds(page);
  await expectFreeAdTakesOnePhoto(page, 'uk', free, testInfo);

  await page.goto(`/edit-ad/${paid.id}`);
  const section = page.getByTestId('photo-section');
  await expect(section.getByRole('heading', { level: 2 })).toHaveText(f.sections.photos);
  const counter = page.getByTestId('photo-counter');
  await expect(page.getByRole('textbox', { name: f.fields.title })).toHaveValue(paid.title);
  // The seeded photo (when the ad has one) goes: the ad gets exactly the three below.
  while ((await page.getByTestId('photo-tile').count()) > 0)
    await page.getByRole('button', { name: fill(f.image.removeNumbered, { index: 1 }) }).click();
  await expect(counter).toContainText(`0 / ${max}`);

  const [red = '', green = '', blue = ''] = await Promise.all(
    (['red', 'green', 'blue'] as const).map((c) => jpegFile(testInfo, `photo-${c}.jpg`, COLOURS[c])),
  );
  await choosePhotos(page, f.image.add, [red, green]);
  await expect(counter).toContainText(`2 / ${max}`);
  await choosePhotos(page, f.image.add, blue); // appended to the two
  await expect(counter).toContainText(`3 / ${max}`);
  const alt = (index: number, name: string) => fill(f.image.newAlt, { index, name });
  expect(await tileNames(page)).toEqual([
    alt(1, 'photo-red.jpg'),
    alt(2, 'photo-green.jpg'),
    alt(3, 'photo-blue.jpg'),
  ]);
  const mainBadge = page.getByTestId('main-photo-badge');
  await expect(page.getByTestId('photo-tile').first().getByTestId('main-photo-badge')).toHaveText(
    f.image.mainBadge,
  );

  await page.getByRole('button', { name: fill(f.image.makeMain, { index: 3 }) }).click();
  expect(await tileNames(page)).toEqual([
    alt(1, 'photo-blue.jpg'),
    alt(2, 'photo-red.jpg'),
    alt(3, 'photo-green.jpg'),
  ]);
  await expect(mainBadge).toHaveCount(1);
  await expect(page.getByTestId('photo-tile').first().getByTestId('main-photo-badge')).toBeVisible();
  await expect(page.getByRole('button', { name: fill(f.image.makeMain, { index: 1 }) })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await section.screenshot({ path: 'e2e/screenshots/ad-photos-paid-grid-uk-dark-390.png' });

  // A slow uplink, so the bar is seen moving while the three go up in one request.
  const freeUplink = await throttleUpload(page, 40 * 1024);
  const uploadProgress = await recordUploadProgress(page);
  const progressLines = await recordProgressLines(page);
  await page.getByRole('button', { name: f.submit.save }).click();
  await expect(page.getByTestId('upload-progress')).toBeVisible();
  await shot(page, 'ad-photos-paid-uploading-uk-dark-390');
  await expect(page.getByText(f.toast.updated)).toBeVisible();
  await freeUplink();
  const seen = await uploadProgress();
  expect(seen.some((percent) => percent > 0 && percent < 100)).toBe(true);
  // Read from a record of the line: on a busy machine it may change faster than a check could look.
  const uploadingMany = fill(f.image.uploadingMany, { percent: '' }).replace(/\s*%$/, '');
  expect((await progressLines()).some((line) => line.startsWith(uploadingMany))).toBe(true);
  await expectOnMyAds(page, paid.title);

  // Stored in the chosen order, the blue one the main photo; the owner's edit waits for moderation.
  const saved = await getAd(page, paid.id);
  expect(saved).toMatchObject({ is_paid: true, status: 'pending' });
  expect(saved.images.map((i) => uploadName(i.storage_path))).toEqual([
    'photo-blue',
    'photo-red',
    'photo-green',
  ]);
  expect(saved.images.map((i) => i.is_primary)).toEqual([true, false, false]);
  expect(await dominantColour(page, saved.images[0]?.storage_path ?? '')).toBe('blue');

  await openFromMyAds(page, paid.id);
  await expectGallery(page, 'uk', saved.images);
  await shot(page, 'ad-photos-paid-ad-page-uk-dark-390');

  // The other width: the edit page shows the saved three as thumbnails, the blue one main.
  await page.setViewportSize(WIDTHS.desktop);
  await page.goto(`/edit-ad/${paid.id}`);
  await expect(counter).toContainText(`3 / ${max}`);
  const thumbnails = page.getByTestId('photo-tile').locator('img');
  await expect(thumbnails).toHaveCount(3);
  await expect(thumbnails.first()).toHaveAttribute('src', saved.images[0]?.thumbnail_path ?? '');
  await expectNoSeriousAxeViolations(page);
  await section.screenshot({ path: 'e2e/screenshots/ad-photos-paid-saved-uk-dark-1440.png' });
  expect(consoleErrors).toEqual([]);
});

test('the paid ad keeps its saved photos beside a new one, up to its allowance (en, 1440px, light)', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const f = formMessages.en;
  const consoleErrors = collectConsoleErrors(page);
  await signedInToPost(page, { language: 'en', viewport: WIDTHS.desktop, theme: 'light' }, demoLogin('user'));
  const { paid, free, max } = await theDemoUsersAds(page);
  await expectFreeAdTakesOnePhoto(page, 'en', free, testInfo);
  // The Ukrainian run before this one left the ad with these three.
  const before = await getAd(page, paid.id);
  expect(before.images.map((i) => uploadName(i.storage_path))).toEqual([
    'photo-blue',
    'photo-red',
    'photo-green',
  ]);

  await page.goto(`/edit-ad/${paid.id}`);
  const section = page.getByTestId('photo-section');
  const counter = page.getByTestId('photo-counter');
  await expect(counter).toContainText(`3 / ${max}`);
  const saved = (index: number) => fill(f.image.savedAlt, { index });
  expect(await tileNames(page)).toEqual([saved(1), saved(2), saved(3)]);
  const thumbnails = page.getByTestId('photo-tile').locator('img');
  for (const [i, image] of before.images.entries())
    await expect(thumbnails.nth(i)).toHaveAttribute('src', image.thumbnail_path);

  // More than there is room for: the set fills up, the rest is dropped, and the person is told.
  const extras = await Promise.all(
    Array.from({ length: max - 2 }, (_, i) => jpegFile(testInfo, `extra-${i + 1}.jpg`)),
  );
  await choosePhotos(page, f.image.add, extras);
  await expect(counter).toContainText(`${max} / ${max}`);
  await expect(page.getByTestId('image-problem')).toHaveText(fill(f.image.tooMany_other, { count: max }));
  await expect(page.getByRole('button', { name: f.image.add })).toBeDisabled();
  await expect(page.getByTestId('photo-tile')).toHaveCount(max);
  await expect(page.getByTestId('photo-tile').last().locator('img')).toHaveAttribute(
    'alt',
    fill(f.image.newAlt, { index: max, name: `extra-${max - 3}.jpg` }),
  );
  await expectNoSeriousAxeViolations(page);
  await section.screenshot({ path: 'e2e/screenshots/ad-photos-paid-full-en-light-1440.png' });

  // Keep one new photo, and make the green (saved, third) one the main photo.
  while ((await page.getByTestId('photo-tile').count()) > 4)
    await page.getByRole('button', { name: fill(f.image.removeNumbered, { index: 5 }) }).click();
  await expect(page.getByTestId('image-problem')).toHaveCount(0);
  await page.getByRole('button', { name: fill(f.image.makeMain, { index: 3 }) }).click();
  await expect(thumbnails.first()).toHaveAttribute('src', before.images[2]?.thumbnail_path ?? '');
  expect(await tileNames(page)).toEqual([
    saved(1),
    saved(2),
    saved(3),
    fill(f.image.newAlt, { index: 4, name: 'extra-1.jpg' }),
  ]);
  await expect(counter).toContainText(`4 / ${max}`);

  // Saving must not fetch the saved photos' full-size files (they stay on the server as they are).
  const savedFullSize = new Set(before.images.map((i) => i.storage_path));
  const savedPhotoDownloads: string[] = [];
  const recordSavedPhotoDownload = (request: Request) => {
    if (savedFullSize.has(new URL(request.url()).pathname)) savedPhotoDownloads.push(request.url());
  };
  page.on('request', recordSavedPhotoDownload);
  const uploadProgress = await recordUploadProgress(page);
  await page.getByRole('button', { name: f.submit.save }).click();
  await expect(page.getByText(f.toast.updated)).toBeVisible();
  page.off('request', recordSavedPhotoDownload);
  expect(Math.max(...(await uploadProgress()))).toBe(100);
  expect(savedPhotoDownloads).toEqual([]);
  await expectOnMyAds(page, paid.title);

  // The kept photos were not uploaded again: the same stored files (same URLs), in the new order, the
  // green one main, beside the new one.
  const after = await getAd(page, paid.id);
  const [blue, red, green] = before.images;
  expect(after.images.slice(0, 3).map((i) => [i.id, i.storage_path, i.thumbnail_path])).toEqual(
    [green, blue, red].map((i) => [i?.id, i?.storage_path, i?.thumbnail_path]),
  );
  expect(after.images.map((i) => uploadName(i.storage_path))).toEqual([
    'photo-green',
    'photo-blue',
    'photo-red',
    'extra-1',
  ]);
  expect(after.images.map((i) => i.is_primary)).toEqual([true, false, false, false]);
  expect(await dominantColour(page, after.images[0]?.storage_path ?? '')).toBe('green');
  await openFromMyAds(page, paid.id);
  await expectGallery(page, 'en', after.images);
  await shot(page, 'ad-photos-paid-ad-page-en-light-1440');

  // The other width.
  await page.setViewportSize(WIDTHS.phone);
  await page.goto(`/edit-ad/${paid.id}`);
  await expect(page.getByTestId('photo-tile')).toHaveCount(4);
  await expectNoSeriousAxeViolations(page);
  await section.screenshot({ path: 'e2e/screenshots/ad-photos-paid-saved-en-light-390.png' });
  expect(consoleErrors).toEqual([]);
});
