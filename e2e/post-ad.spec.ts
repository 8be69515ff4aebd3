import * as adsApi from '../shared/api/ads';
import { apiPath } from '../shared/api/operation';
import { PLACEHOLDER_IMAGE_PATH } from '../shared/constants';
import {
  choosePhotos,
  expectOnMyAds,
  fillRequired,
  formMessages,
  getAd,
  jpegFile,
  recordUploadProgress,
  signedInToPost,
} from './ad-form-support';
import { test, validationMessages } from './auth-support';
import {
  collectConsoleErrors,
  patientExpect as expect,
  expectNoSeriousAxeViolations,
  fullPageShot,
  messages,
  RUNS,
  shot,
} from './support';

// Posting and editing journeys; a refused photo and the upload bar are in post-ad-photo.spec.ts.

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
    const { category, city } = await signedInToPost(page, { language, viewport, theme });
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
    await fillRequired(page, language, { title, category, city });
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
    await choosePhotos(page, f.image.choose, [photo, second]);
    await expect(page.getByTestId('image-problem')).toHaveText(v.onlyOneImage);
    await expect(page.getByRole('img', { name: f.image.previewAlt })).toBeVisible();
    await expect(page.getByRole('button', { name: f.image.replace })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await fullPageShot(page, `e2e/screenshots/post-ad-filled-${suffix}.png`);

    const uploadProgress = await recordUploadProgress(page);
    const created = page.waitForResponse(
      (r) => r.url().endsWith(apiPath(adsApi.createAd)) && r.request().method() === 'POST',
    );
    await page.getByTestId('ad-submit').click();
    const { id } = (await (await created).json()) as { id: string };
    await expect(page.getByText(f.toast.posted)).toBeVisible();
    await expectOnMyAds(page, title);
    const seen = await uploadProgress();
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
    await fullPageShot(page, `e2e/screenshots/edit-ad-${suffix}.png`);

    // A new title and a new photo in one save: the fields first, then the upload.
    const newTitle = `${title} (edited)`;
    await titleField.fill(newTitle);
    await choosePhotos(page, f.image.replace, second);
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
