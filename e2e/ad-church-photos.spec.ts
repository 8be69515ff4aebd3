import { mkdirSync } from 'node:fs';
import * as catalogApi from '../shared/api/catalog';
import { apiPath } from '../shared/api/operation';
import { MAX_IMAGES_PER_UPLOAD } from '../shared/constants';
import { formatAmount } from '../shared/money';
import type { Category, City } from '../shared/schemas/catalog';
import {
  choosePhotos,
  expectOnMyAds,
  fillRequired,
  formMessages,
  jpegFile,
  ownAds,
  recordProgressLines,
} from './ad-form-support';
import { fill } from './ad-photos-support';
import { signedUpPerson, test } from './auth-support';
import { throttleUpload } from './network-support';
import { collectConsoleErrors, patientExpect as expect, expectNoSeriousAxeViolations, RUNS } from './support';

// A church posts an ad with more photos than one upload carries (SPEC 9: churches get unlimited
// images, free): the form says so, sends them in parts one after the other with its progress, and the
// price shows in the currency chosen for it (issue 16). A new person each run (their own upload limit).

const PHOTOS = MAX_IMAGES_PER_UPLOAD + 2;
const SHOTS = 'e2e/screenshots';

for (const run of RUNS) {
  const { language } = run;
  test(`a church ad takes ${PHOTOS} photos, free, sent in parts, priced in hryvnias (${language}, ${run.viewport.width}px, ${run.theme})`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    mkdirSync(SHOTS, { recursive: true });
    const f = formMessages[language];
    const consoleErrors = collectConsoleErrors(page);
    await signedUpPerson(page, language, 'church');
    const categories = (await (await page.request.get(apiPath(catalogApi.listCategories))).json()) as {
      items: Category[];
    };
    const cities = (await (await page.request.get(apiPath(catalogApi.listCities))).json()) as {
      items: City[];
    };
    const church = categories.items.find((c) => c.is_community);
    const tampa = cities.items.find((c) => c.slug === 'tampa');
    if (!church || !tampa) throw new Error('the demo data has a church category and Tampa');

    await page.goto('/post-ad');
    const title = `E2E parish photos ${language} ${Date.now()}`;
    await fillRequired(page, language, { title, category: church, city: tampa });
    const section = page.getByTestId('photo-section');
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(f.sections.photos);
    await expect(page.getByTestId('photo-hint')).toHaveText(
      fill(f.image.hintUnlimited, { batch: MAX_IMAGES_PER_UPLOAD }),
    );

    // The price in hryvnias: the field shows the currency's sign.
    await page.getByRole('textbox', { name: f.fields.price }).fill('250');
    await page.getByTestId('currency-select').click();
    await page.getByRole('option', { name: /^UAH/ }).click();
    await expect(page.getByTestId('ad-form').getByText('₴', { exact: true })).toBeVisible();
    await page.getByTestId('currency-select').scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `${SHOTS}/church-price-${language}-${run.theme}-${run.viewport.width}.png`,
    });

    const files = await Promise.all(
      Array.from({ length: PHOTOS }, (_, i) => jpegFile(testInfo, `parish-${i + 1}.jpg`)),
    );
    await choosePhotos(page, f.image.add, files);
    await expect(page.getByTestId('photo-tile')).toHaveCount(PHOTOS);
    await expect(page.getByTestId('photo-counter')).toHaveText(
      fill(f.image.counterUnlimited_other, { count: PHOTOS }),
    );
    await expect(page.getByTestId('image-problem')).toHaveCount(0);
    await expect(page.getByRole('button', { name: f.image.add })).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await section.screenshot({
      path: `${SHOTS}/church-photos-${language}-${run.theme}-${run.viewport.width}.png`,
    });

    // A slow uplink, so each part is seen going out.
    const freeUplink = await throttleUpload(page, 600 * 1024);
    const progressLines = await recordProgressLines(page);
    await page.getByTestId('ad-submit').click();
    await expect(page.getByText(f.toast.posted)).toBeVisible({ timeout: 90_000 });
    await freeUplink();
    const lines = await progressLines();
    const partOf = (part: number) =>
      new RegExp(fill(f.image.uploadingParts, { percent: '\\d+', part, parts: 2 }).replace(/[()]/g, '\\$&'));
    expect(lines.some((line) => partOf(1).test(line))).toBe(true);
    expect(lines.some((line) => partOf(2).test(line))).toBe(true);
    await expectOnMyAds(page, title);

    const ad = (await ownAds(page)).find((own) => own.title === title);
    expect(ad).toMatchObject({ price: 250, currency: 'UAH', is_paid: false, status: 'pending' });
    expect(ad?.images).toHaveLength(PHOTOS);
    const row = page.locator(`[data-testid="my-ad"][data-ad-id="${ad?.id}"]`);
    await expect(row).toContainText(formatAmount(250, 'UAH', language));
    await page.screenshot({
      path: `${SHOTS}/church-my-ads-${language}-${run.theme}-${run.viewport.width}.png`,
    });
    expect(consoleErrors).toEqual([]);
  });
}
