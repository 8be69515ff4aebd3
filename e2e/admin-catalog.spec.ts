import { expect as baseExpect, type Page } from '@playwright/test';
import * as adminCatalogApi from '../shared/api/admin-catalog';
import * as adsApi from '../shared/api/ads';
import type { Language } from '../shared/constants';
import { journeyIn, test } from './auth-support';
import {
  adminApi,
  catalogMessages,
  catalogRow,
  catalogShot,
  cityIdOf,
  closeToast,
  fill,
  plural,
  postAdIn,
  runMark,
} from './catalog-support';
import { signInByApi } from './people';
import { expectNoSeriousAxeViolations, messages, startJourney } from './support';

// The embedded database queues up when the machine is busy: more than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

/** Opens an admin page the way an admin does: the top bar's admin menu (desktop) or the menu drawer (phone). */
async function openFromAdminMenu(
  page: Page,
  language: Language,
  key: 'categories' | 'cities',
  wide: boolean,
) {
  const ui = messages[language];
  if (wide) {
    await page.getByRole('button', { name: ui.nav.adminPanel }).click();
    await page.getByRole('menuitem', { name: ui.nav.admin[key] }).click();
  } else {
    await page.getByTestId('mobile-menu-button').click();
    await page.getByRole('link', { name: ui.nav.admin[key], exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalogMessages[language][key].heading);
}

async function switchLanguage(page: Page, language: Language) {
  await page.getByTestId('language-menu').click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

/** The same page at the other width and theme, for the screenshots (and axe in the other theme). */
async function otherLook(page: Page, language: Language, name: string) {
  const { other, otherTheme, viewport, theme } = journeyIn(language);
  await page.setViewportSize(other);
  await page.evaluate((value) => localStorage.setItem('theme', value), otherTheme);
  await page.reload();
  await expect(page.getByTestId('catalog-row').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await catalogShot(page, `${name}-${language}-${otherTheme}-${other.width}`);
  await page.setViewportSize(viewport);
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, theme, t: ui, v, errors } = journeyIn(language);
  const other: Language = language === 'uk' ? 'en' : 'uk';
  const c = catalogMessages[language];
  const wide = viewport.width >= 900;
  const look = `${language}-${theme}-${viewport.width}`;
  const closeLabel = ui.a11y.closeNotification;

  test(`admin categories: add one, see it in the navigation in both languages, edit it, delete one with ads (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const consoleErrors = await startJourney(page, { viewport, language, theme }, '/tampa');
    await signInByApi(page, 'admin');
    await page.reload();
    await expect(page.getByTestId('category-nav')).toBeVisible();
    // In the app, so the site's category list stays cached: adding must refresh it.
    await openFromAdminMenu(page, language, 'categories', wide);
    await expect(page).toHaveTitle(fill(ui.app.documentTitle, { page: ui.pages.adminCategories }));
    await expect(catalogRow(page, 'jobs')).toBeVisible();
    await expect(page.getByTestId(wide ? 'catalog-table' : 'catalog-row').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await catalogShot(page, `admin-categories-${look}`);

    // Add: the form says what is missing, suggests the slug, and shows the server's refusal of a taken one.
    const mark = runMark();
    const names = { en: `Garden tools ${mark}`, uk: `Садові інструменти ${mark}` };
    const slug = `garden-tools-${mark}`;
    await page.getByTestId('catalog-add').click();
    const dialog = page.getByRole('dialog', { name: c.categories.form.addTitle });
    const submit = dialog.getByTestId('catalog-form-submit');
    await submit.click();
    await expect(dialog.getByText(v.nameRequired)).toHaveCount(2);
    await expect(dialog.getByText(c.fieldErrors.slugRequired)).toBeVisible();
    await dialog.getByRole('textbox', { name: c.categories.form.nameEn }).fill(names.en);
    await dialog.getByRole('textbox', { name: c.categories.form.nameUk }).fill(names.uk);
    const slugField = dialog.getByRole('textbox', { name: c.form.slug });
    await expect(slugField).toHaveValue(slug);
    await slugField.fill('Garden Tools');
    await submit.click();
    await expect(dialog.getByText(c.fieldErrors.slugFormat)).toBeVisible();
    await slugField.fill('jobs');
    await submit.click();
    await expect(dialog.getByText(errors.SLUG_TAKEN)).toBeVisible();
    await expect(slugField).toBeFocused();
    await expectNoSeriousAxeViolations(page);
    await catalogShot(page, `admin-categories-form-${look}`, false);
    await slugField.fill(slug);
    await submit.click();
    await closeToast(page, c.categories.toast.created, closeLabel);
    await expect(dialog).toHaveCount(0);
    const row = catalogRow(page, slug);
    await expect(row).toContainText(names[language]);
    await expect(row.getByTestId('ad-count')).toHaveAccessibleName(plural(c, 'adsCount', 0, language));

    // The site's navigation has it at once, in the interface language; the other language after a switch.
    await page.getByRole('link', { name: ui.app.homeLink }).first().click();
    const nav = page.getByTestId('category-nav');
    const chip = (name: string) => nav.getByRole('link', { name, exact: true });
    await expect(chip(names[language])).toHaveAttribute('href', `/tampa/${slug}`);
    await switchLanguage(page, other);
    await expect(chip(names[other])).toBeVisible();
    await expect(chip(names[language])).toHaveCount(0);
    await switchLanguage(page, language);
    await chip(names[language]).click();
    await expect(page).toHaveURL(new RegExp(`/tampa/${slug}$`));

    // Edit: a new English name.
    await openFromAdminMenu(page, language, 'categories', wide);
    await catalogRow(page, slug)
      .getByRole('button', { name: fill(c.actions.edit, { name: names[language] }) })
      .click();
    const edit = page.getByRole('dialog', { name: c.categories.form.editTitle });
    await edit.getByRole('textbox', { name: c.categories.form.nameEn }).fill(`${names.en} plus`);
    await edit.getByTestId('catalog-form-submit').click();
    await closeToast(page, c.categories.toast.updated, closeLabel);
    names.en = `${names.en} plus`;
    await expect(catalogRow(page, slug)).toContainText(names.en);

    // Delete one that holds an ad: the dialog says so and offers to move it; then the move and the delete.
    const target = (await adminApi(
      page,
      adminCatalogApi.createCategory,
      {
        body: {
          name_en: `Moved here ${mark}`,
          name_uk: `Сюди перенесено ${mark}`,
          slug: `moved-here-${mark}`,
          sort_order: 999_000,
        },
      },
      201,
    )) as { id: string };
    const categoryId = await catalogRow(page, slug).getAttribute('data-id');
    const adId = await postAdIn(
      page,
      { categoryId: categoryId ?? '', cityId: await cityIdOf(page, 'tampa') },
      `Rake ${mark}`,
    );
    await page.reload();
    await catalogRow(page, slug)
      .getByRole('button', { name: fill(c.actions.delete, { name: names[language] }) })
      .click();
    const remove = page.getByRole('dialog', { name: c.categories.deleteDialog.title });
    await expect(remove.getByTestId('delete-explanation')).toHaveText(
      plural(c.categories.deleteDialog, 'hasAds', 1, language, { name: names[language] }),
    );
    const confirm = remove.getByTestId('confirm-delete');
    await expect(confirm).toHaveText(c.deleteDialog.confirmMove);
    await expect(confirm).toBeDisabled();
    await expectNoSeriousAxeViolations(page);
    await catalogShot(page, `admin-categories-delete-${look}`, false);
    const targetName = language === 'en' ? `Moved here ${mark}` : `Сюди перенесено ${mark}`;
    await remove.getByTestId('move-to-select').click();
    await page.getByRole('option', { name: targetName, exact: true }).click();
    await confirm.click();
    await closeToast(
      page,
      plural(c.categories.toast, 'deletedMoved', 1, language, { target: targetName }),
      closeLabel,
    );
    await expect(catalogRow(page, slug)).toHaveCount(0);
    await expect(catalogRow(page, `moved-here-${mark}`).getByTestId('ad-count')).toHaveAccessibleName(
      plural(c, 'adsCount', 1, language),
    );

    // Cancel leaves a category with ads alone.
    await catalogRow(page, `moved-here-${mark}`).getByTestId('delete').click();
    await remove.getByRole('button', { name: c.deleteDialog.cancel }).click();
    await expect(remove).toHaveCount(0);
    await expect(catalogRow(page, `moved-here-${mark}`)).toBeVisible();
    await otherLook(page, language, 'admin-categories');

    // Leave the shared demo data as it was for other journeys.
    await adminApi(page, adsApi.deleteAd, { params: { id: adId } }, 204);
    await adminApi(page, adminCatalogApi.deleteCategory, { params: { id: target.id } }, 200);
    // The taken slug's 409 is an answer the form shows, not a failure.
    expect(consoleErrors.filter((e) => !e.includes('status of 409'))).toEqual([]);
  });

  test(`admin cities: add one with a Ukrainian name, refuse a page's address, delete an empty one (${language})`, async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const consoleErrors = await startJourney(page, { viewport, language, theme }, '/');
    await signInByApi(page, 'admin');
    await page.reload();
    await openFromAdminMenu(page, language, 'cities', wide);
    await expect(catalogRow(page, 'tampa')).toContainText(language === 'en' ? 'Tampa' : 'Тампа');
    await expectNoSeriousAxeViolations(page);
    await catalogShot(page, `admin-cities-${look}`);

    const mark = runMark();
    const names = { en: `Sarasota ${mark}`, uk: `Сарасота ${mark}` };
    const slug = `sarasota-${mark}`;
    await page.getByTestId('catalog-add').click();
    const dialog = page.getByRole('dialog', { name: c.cities.form.addTitle });
    await dialog.getByRole('textbox', { name: c.cities.form.name }).fill('Admin');
    const slugField = dialog.getByRole('textbox', { name: c.form.slug });
    await expect(slugField).toHaveValue('admin');
    await dialog.getByTestId('catalog-form-submit').click();
    await expect(dialog.getByText(c.fieldErrors.slugReserved)).toBeVisible();
    await dialog.getByRole('textbox', { name: c.cities.form.name }).fill(names.en);
    await expect(slugField).toHaveValue(slug);
    await dialog.getByRole('textbox', { name: c.cities.form.nameUk }).fill(names.uk);
    await expectNoSeriousAxeViolations(page);
    await catalogShot(page, `admin-cities-form-${look}`, false);
    await dialog.getByTestId('catalog-form-submit').click();
    await closeToast(page, c.cities.toast.created, closeLabel);
    await expect(catalogRow(page, slug)).toContainText(names[language]);

    // Its own address, named in the interface language.
    await page.goto(`/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(names[language]);
    await openFromAdminMenu(page, language, 'cities', wide);

    // Delete the empty city: a confirmation, then it is gone.
    await catalogRow(page, slug)
      .getByRole('button', { name: fill(c.actions.delete, { name: names[language] }) })
      .click();
    const remove = page.getByRole('dialog', { name: c.cities.deleteDialog.title });
    await expect(remove.getByTestId('delete-explanation')).toHaveText(
      fill(c.cities.deleteDialog.body, { name: names[language] }),
    );
    await remove.getByTestId('confirm-delete').click();
    await closeToast(page, c.cities.toast.deleted, closeLabel);
    await expect(catalogRow(page, slug)).toHaveCount(0);
    await otherLook(page, language, 'admin-cities');
    await page.goto(`/${slug}`);
    await expect(page).toHaveURL(/\/404$/);
    expect(consoleErrors).toEqual([]);
  });
}
