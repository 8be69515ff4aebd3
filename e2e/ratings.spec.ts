import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { errors as errorsUk } from '../shared/i18n/uk/errors';
import { fillSignIn, journeyIn, signedUpPerson, test } from './auth-support';
import { newPerson, signInByApi } from './people';
import {
  adminRatingRow,
  cardOf,
  closeToast,
  myRatingId,
  plural,
  ratingsMessages,
  ratingsShot,
  starLabel,
  unratedDemoAd,
} from './ratings-support';
import { collectConsoleErrors, expectNoSeriousAxeViolations, withPreferences } from './support';

// Sign-up (scrypt) and the embedded database queue up when the machine is busy.
const expect = baseExpect.configure({ timeout: 15_000 });

/** The number as the reader's locale writes an average: one decimal (4,0 in Ukrainian). */
const average = (value: number, language: 'uk' | 'en') =>
  new Intl.NumberFormat(language === 'uk' ? 'uk-UA' : 'en-US', {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);

/** Clicks the star itself (the label of its visually hidden radio button), as a mouse or finger would. */
async function clickStar(scope: Locator, language: 'uk' | 'en', count: number) {
  const radio = scope.getByRole('radio', { name: starLabel(language, count) });
  await scope.locator(`label[for="${await radio.getAttribute('id')}"]`).click();
  await expect(radio).toBeChecked();
}

async function restyle(page: Page, viewport: { width: number; height: number }, theme: string) {
  await page.setViewportSize(viewport);
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, other, theme, otherTheme, t: ui } = journeyIn(language);
  const t = ratingsMessages[language];
  const closeLabel = ui.a11y.closeNotification;
  const shotName = (part: string, width: number, mode: string) =>
    `ratings-${part}-${language}-${mode}-${width}`;

  test(`ratings: a person rates an ad, the admin approves it, the summary changes (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const consoleErrors = collectConsoleErrors(page);
    await signedUpPerson(page, language, 'rater');
    const ad = await unratedDemoAd(page, language);
    const comment = `Quick reply, friendly seller (${language} ${Date.now()})`;

    // The ad page of someone else's ad: the form, stars as a radio group usable by keyboard.
    await page.goto(`/ads/${ad.id}`);
    const section = page.getByTestId('ad-ratings');
    await expect(section.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
    await expect(page.getByTestId('rating-summary')).toHaveText(t.summary.none);
    const form = section.getByTestId('rating-form');
    await expect(form.getByRole('group', { name: t.stars.legend })).toBeVisible();
    await form.getByTestId('rating-submit').click();
    await expect(form.getByRole('alert')).toHaveText(t.form.starsRequired);
    // By keyboard: onto the 5th star, choose it, then one less.
    await form.getByRole('radio', { name: starLabel(language, 5) }).focus();
    await page.keyboard.press('Space');
    await expect(form.getByRole('radio', { name: starLabel(language, 5) })).toBeChecked();
    await page.keyboard.press('ArrowLeft');
    await expect(form.getByRole('radio', { name: starLabel(language, 4) })).toBeChecked();
    await form.getByTestId('rating-comment').fill(comment);
    await expectNoSeriousAxeViolations(page);
    await ratingsShot(page, shotName('form', viewport.width, theme));
    await form.getByTestId('rating-submit').click();
    await closeToast(page, t.toast.submitted, closeLabel);

    // Waiting for approval: the person sees theirs with its status; nobody else does yet.
    const mine = section.getByTestId('my-rating');
    await expect(mine).toHaveAttribute('data-status', 'pending');
    await expect(mine.getByTestId('my-rating-hint')).toHaveText(t.mine.pending);
    await expect(mine).toContainText(comment);
    await expect(section.getByTestId('ratings-empty')).toHaveText(t.list.empty);
    await expectNoSeriousAxeViolations(page);
    await ratingsShot(page, shotName('pending', viewport.width, theme));
    const ratingId = await myRatingId(page, ad.id);

    // The admin, on another device in the other width and theme, approves it in /admin/ratings.
    const adminContext = await browser.newContext({ baseURL, viewport: other });
    const admin = await adminContext.newPage();
    await withPreferences(admin, { language, theme: otherTheme });
    await admin.goto('/');
    await signInByApi(admin, 'admin');
    await admin.goto(`/ads/${ad.id}`);
    await admin.getByTestId('moderate-ratings-link').click();
    await expect(admin.getByRole('heading', { level: 1 })).toHaveText(t.admin.heading);
    await expect(admin.getByTestId('rating-tab-pending')).toHaveAttribute('aria-selected', 'true');
    await expect(admin.getByTestId('rating-ad-filter')).toContainText(ad.title);
    const row = adminRatingRow(admin, ratingId);
    await expect(row).toHaveAttribute('data-status', 'pending');
    await expect(row.getByTestId('admin-rating-comment')).toHaveText(comment);
    await expect(row.getByTestId('rating-ad-link')).toHaveAttribute('href', `/ads/${ad.id}`);
    await expect(row.getByRole('img', { name: starLabel(language, 4) })).toBeVisible();
    await expectNoSeriousAxeViolations(admin);
    await ratingsShot(admin, shotName('admin', other.width, otherTheme));
    await row.getByTestId('approve-rating').click();
    await closeToast(admin, t.toast.approved, closeLabel);
    await expect(admin.getByTestId('admin-ratings-empty')).toBeVisible();
    await admin.getByTestId('rating-tab-approved').click();
    await expect(adminRatingRow(admin, ratingId)).toHaveAttribute('data-status', 'approved');
    await expect(admin.getByTestId('rating-count-approved')).toHaveAttribute('data-count', '1');
    await admin.getByTestId('clear-ad-filter').click();
    await expect(admin.getByTestId('rating-ad-filter')).toHaveCount(0);
    await expect(admin).toHaveURL(/\/admin\/ratings\?status=approved$/);
    await adminContext.close();

    // The listing card and the ad page now show 4 stars from one rating.
    const count = plural(t.summary, 'count', 1, language);
    const card = (await cardOf(page, ad)).getByTestId('card-rating');
    await expect(card).toHaveAttribute('data-total', '1');
    await expect(card).toHaveAttribute('data-average', '4');
    await expect(card).toHaveText(`${average(4, language)}(${count})`);
    await ratingsShot(page, shotName('card', viewport.width, theme));
    await page.goto(`/ads/${ad.id}`);
    await expect(page.getByTestId('rating-summary')).toHaveAttribute('data-total', '1');
    await expect(page.getByTestId('rating-summary')).toContainText(average(4, language));
    await expect(section.getByTestId('rating-item')).toContainText(comment);
    await expect(section.getByTestId('my-rating')).toHaveAttribute('data-status', 'approved');
    await expectNoSeriousAxeViolations(page);
    await ratingsShot(page, shotName('approved', viewport.width, theme));

    // Editing sends it back to waiting (the card drops it); deleting asks first.
    await section.getByRole('button', { name: t.mine.edit }).click();
    await clickStar(section, language, 2);
    await section.getByRole('button', { name: t.form.save }).click();
    await closeToast(page, t.toast.updated, closeLabel);
    await expect(section.getByTestId('my-rating')).toHaveAttribute('data-status', 'pending');
    await expect(page.getByTestId('rating-summary')).toHaveText(t.summary.none);
    await restyle(page, other, otherTheme);
    await page.reload();
    await ratingsShot(page, shotName('edited', other.width, otherTheme));
    await section.getByRole('button', { name: t.mine.delete }).click();
    const dialog = page.getByRole('dialog', { name: t.deleteDialog.title });
    await expect(dialog).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await dialog.getByRole('button', { name: t.deleteDialog.confirm }).click();
    // Focus first: closing the toast clicks its button, which takes the focus with it.
    await expect(section.getByTestId('rate-ad')).toBeVisible();
    await expect(section.getByRole('heading', { name: t.form.heading })).toBeFocused();
    await closeToast(page, t.toast.deleted, closeLabel);
    await expect((await cardOf(page, ad)).getByTestId('card-rating')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });
}

test('ratings: visitors are asked to sign in, and come back to the ad (en)', async ({ page }) => {
  const { viewport, theme, t: ui } = journeyIn('en');
  const t = ratingsMessages.en;
  await page.setViewportSize(viewport);
  await withPreferences(page, { language: 'en', theme });
  await page.goto('/');
  const ad = await unratedDemoAd(page, 'en');
  await page.goto(`/ads/${ad.id}`);
  const prompt = page.getByTestId('rating-sign-in');
  await expect(prompt).toContainText(t.signIn.prompt);
  await expect(page.getByTestId('rating-form')).toHaveCount(0);
  await prompt.getByRole('link', { name: t.signIn.link }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ui.auth.signInTitle);
  const login = await newPerson(page, 'user');
  await fillSignIn(page, 'en', login.email, login.password);
  await expect(page).toHaveURL(new RegExp(`/ads/${ad.id}$`));
  await expect(page.getByTestId('rating-sign-in')).toHaveCount(0);
});

test('ratings: rating again from a second tab shows the server’s message (uk)', async ({ page }) => {
  const t = ratingsMessages.uk;
  await signedUpPerson(page, 'uk', 'twice');
  const ad = await unratedDemoAd(page, 'uk');
  const second = await page.context().newPage();
  for (const tab of [page, second]) await tab.goto(`/ads/${ad.id}`);
  for (const tab of [second, page]) {
    const form = tab.getByTestId('rating-form');
    await clickStar(form, 'uk', 3);
    await form.getByTestId('rating-submit').click();
  }
  await expect(second.locator('[data-sonner-toast]')).toContainText(t.toast.submitted);
  await expect(page.locator('[data-sonner-toast]')).toContainText(errorsUk.ALREADY_RATED);
  // The page then shows the rating that exists.
  await expect(page.getByTestId('my-rating')).toHaveAttribute('data-status', 'pending');
});
