import { expect as baseExpect, type Page } from '@playwright/test';
import * as authApi from '../shared/api/auth';
import * as meApi from '../shared/api/me';
import { apiPath } from '../shared/api/operation';
import { dismissToast, postAds } from './admin-support';
import { expectPath, journeyIn, registerByApi, test, uniqueEmail } from './auth-support';
import { demoLogin } from './demo-logins';
import { signInAs, signInByApi } from './people';
import { collectConsoleErrors, expectNoSeriousAxeViolations, withPreferences } from './support';
import {
  adminUsersMessages,
  choose,
  fill,
  otherDevice,
  plural,
  searchUsers,
  userRow,
  usersShot,
} from './users-support';

// Sign-up (scrypt), mail and the embedded database queue up when the machine is busy.
const expect = baseExpect.configure({ timeout: 15_000 });
type Theme = 'dark' | 'light';

/** Switches width and stored theme and reloads, as the admin on another device would see the page. */
async function showAs(page: Page, viewport: { width: number; height: number }, theme: Theme) {
  await page.setViewportSize(viewport);
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.reload();
  await expect(page.getByTestId('user-row').first()).toBeVisible();
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, other, theme, otherTheme } = journeyIn(language);
  const t = adminUsersMessages[language];
  const ui = journeyIn(language).t;
  const closeToast = ui.a11y.closeNotification;
  const suffix = (width: number, mode: Theme) => `${language}-${mode}-${width}`;

  test(`admin users: disable signs the person out, enable lets them back (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const consoleErrors = collectConsoleErrors(page);
    // The person, signed in on their own device, with two ads.
    const device = await otherDevice(browser, baseURL);
    const personPage = await device.newPage();
    await personPage.goto('/');
    const person = {
      name: `Member ${language}`,
      email: uniqueEmail('users', language),
      password: 'quiet-orchard-58',
    };
    await registerByApi(personPage, person, { signedIn: true });
    // Their display name comes from their email (SPEC: the part before the @).
    const me = (await (await personPage.request.get(apiPath(meApi.getMe))).json()) as {
      user: { display_name: string };
    };
    const name = me.user.display_name;
    await postAds(personPage, [`Bike ${language} ${Date.now()}`, `Lamp ${language} ${Date.now()}`]);
    await personPage.goto('/my-ads');
    await expectPath(personPage, '/my-ads');

    // The admin finds them by part of their email, in any case; the search goes into the URL.
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    await page.goto('/');
    const admin = await signInByApi(page, 'admin');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);
    await expect(page).toHaveTitle(ui.app.documentTitle.replace('{{page}}', ui.pages.adminUsers));
    await searchUsers(page, person.email.toUpperCase().slice(0, -4));
    const row = userRow(page, person.email);
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('role-chip')).toHaveText(t.roles.user);
    await expect(row.getByTestId('status-chip')).toHaveText(t.statuses.active);
    await expect(page.getByTestId('users-total')).toHaveText(plural(t, 'total', 1, language));
    await expectNoSeriousAxeViolations(page);
    await usersShot(page, `list-${suffix(viewport.width, theme)}`);

    // Deleting would take their ads too: the dialog says how many (then the admin changes their mind).
    await row.getByRole('button', { name: fill(t.actions.deleteLabel, { name }) }).click();
    const deleteDialog = page.getByRole('dialog', {
      name: fill(t.deleteDialog.title, { name }),
    });
    await expect(deleteDialog.getByTestId('delete-ads-note')).toHaveText(
      plural(t.deleteDialog, 'ads', 2, language),
    );
    await deleteDialog.getByRole('button', { name: t.form.cancel }).click();
    await expect(deleteDialog).toHaveCount(0);

    // Disable: the confirmation says what happens; then a toast and the Disabled chip.
    await row.getByRole('button', { name: fill(t.actions.disableLabel, { name }) }).click();
    const disableDialog = page.getByRole('dialog', {
      name: fill(t.disableDialog.title, { name }),
    });
    await expect(disableDialog).toContainText(t.disableDialog.body);
    await expectNoSeriousAxeViolations(page);
    await usersShot(page, `disable-dialog-${suffix(viewport.width, theme)}`);
    await disableDialog.getByRole('button', { name: t.disableDialog.confirm }).click();
    await dismissToast(page, t.toast.disabled, closeToast);
    await expect(row.getByTestId('status-chip')).toHaveText(t.statuses.disabled);

    // Their very next request is a visitor's: My Ads sends them to sign in, and signing in is refused.
    await personPage.goto('/my-ads');
    await expectPath(personPage, '/login');
    const refused = await personPage.request.post(apiPath(authApi.signInEmail), {
      data: { email: person.email, password: person.password },
      headers: { origin: new URL(personPage.url()).origin },
    });
    expect(refused.status()).toBe(403);

    // Enable: a toast, Active again, and they can sign in again.
    await row.getByRole('button', { name: fill(t.actions.enableLabel, { name }) }).click();
    const enableDialog = page.getByRole('dialog', {
      name: fill(t.enableDialog.title, { name }),
    });
    await expect(enableDialog).toContainText(t.enableDialog.body);
    await enableDialog.getByRole('button', { name: t.enableDialog.confirm }).click();
    await dismissToast(page, t.toast.enabled, closeToast);
    await expect(row.getByTestId('status-chip')).toHaveText(t.statuses.active);
    await signInAs(personPage, person);
    await personPage.goto('/my-ads');
    await expectPath(personPage, '/my-ads');
    await device.close();

    // The admin's own row: disable and delete cannot be used.
    const self = admin.email;
    await searchUsers(page, self);
    const own = userRow(page, self);
    await expect(own.getByTestId('you-chip')).toHaveText(t.you);
    await expect(own.getByTestId('disable-user')).toBeDisabled();
    await expect(own.getByTestId('delete-user')).toBeDisabled();
    await expect(own.getByTestId('edit-user')).toBeEnabled();
    await own.getByTestId('delete-user').locator('..').hover();
    await expect(page.getByRole('tooltip')).toHaveText(t.actions.selfBlocked);
    await page.mouse.move(0, 0);
    await expect(page.getByRole('tooltip')).toHaveCount(0);
    // Editing their own account, the role stays.
    await own.getByTestId('edit-user').click();
    const ownEdit = page.getByRole('dialog', { name: t.form.editTitle });
    await expect(ownEdit).toContainText(t.form.selfRoleHint);
    await expect(ownEdit.getByTestId('user-role')).toHaveAttribute('aria-disabled', 'true');
    await ownEdit.getByRole('button', { name: t.form.cancel }).click();
    await expect(ownEdit).toHaveCount(0);

    await showAs(page, other, otherTheme);
    await expectNoSeriousAxeViolations(page);
    await usersShot(page, `self-${suffix(other.width, otherTheme)}`);
    expect(consoleErrors).toEqual([]);
  });

  test(`admin users: add a user who signs in, then delete them (${language})`, async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(other);
    await withPreferences(page, { language, theme: otherTheme });
    await page.goto('/');
    await signInByApi(page, 'admin');
    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.heading);

    // Add: name, email, password (shown on request), role Admin.
    const added = {
      name: `Added ${language} ${Date.now() % 100000}`,
      email: uniqueEmail('added', language),
      password: 'copper-meadow-64',
    };
    await page.getByTestId('add-user').click();
    const dialog = page.getByRole('dialog', { name: t.form.addTitle });
    await dialog.getByRole('textbox', { name: t.form.name }).fill(added.name);
    await dialog.getByRole('textbox', { name: t.form.email }).fill(added.email);
    const password = dialog.locator('input[name="password"]');
    await password.fill('12345');
    await dialog.getByTestId('confirm-add-user').click();
    await expect(dialog).toContainText(journeyIn(language).v.passwordTooShort);
    await password.fill(added.password);
    await expect(password).toHaveAttribute('type', 'password');
    await dialog.getByRole('button', { name: ui.auth.showPassword }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await choose(page, 'user-role', t.roles.admin);
    await expectNoSeriousAxeViolations(page);
    await usersShot(page, `add-dialog-${suffix(other.width, otherTheme)}`);
    await dialog.getByTestId('confirm-add-user').click();
    await dismissToast(page, t.toast.added, closeToast);
    await expect(dialog).toHaveCount(0);

    await searchUsers(page, added.email);
    const row = userRow(page, added.email);
    await expect(row.getByTestId('role-chip')).toHaveText(t.roles.admin);
    // The new account works at once, on its own device.
    const device = await otherDevice(browser, baseURL);
    const theirPage = await device.newPage();
    await theirPage.goto('/');
    await signInAs(theirPage, added);
    await theirPage.goto('/admin/users');
    await expect(theirPage.getByTestId('admin-users-page')).toBeVisible();
    await device.close();

    // Edit the name: a toast and the new name in the row.
    await row.getByRole('button', { name: fill(t.actions.editLabel, { name: added.name }) }).click();
    const edit = page.getByRole('dialog', { name: t.form.editTitle });
    await edit.getByRole('textbox', { name: t.form.name }).fill(`${added.name} II`);
    await edit.getByTestId('confirm-edit-user').click();
    await dismissToast(page, t.toast.updated, closeToast);
    await expect(row).toContainText(`${added.name} II`);

    // Delete: the button waits for their email to be typed.
    await row
      .getByRole('button', { name: fill(t.actions.deleteLabel, { name: `${added.name} II` }) })
      .click();
    const confirm = page.getByRole('dialog', {
      name: fill(t.deleteDialog.title, { name: `${added.name} II` }),
    });
    await expect(confirm.getByTestId('delete-ads-note')).toHaveText(t.deleteDialog.noAds);
    await expect(confirm.getByTestId('confirm-delete-user')).toBeDisabled();
    await confirm.getByTestId('delete-confirm-email').fill(added.email.toUpperCase());
    await expect(confirm.getByTestId('confirm-delete-user')).toBeEnabled();
    await expectNoSeriousAxeViolations(page);
    await usersShot(page, `delete-dialog-${suffix(other.width, otherTheme)}`);
    await confirm.getByTestId('confirm-delete-user').click();
    // Their row has gone with the button that had focus: focus goes to the heading, not the page top.
    await expect(page.getByTestId('users-empty')).toContainText(t.empty.title);
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
    await dismissToast(page, t.toast.deleted, closeToast);
    await expectNoSeriousAxeViolations(page);
    await usersShot(page, `empty-${suffix(other.width, otherTheme)}`);

    // Back to everyone, in the first theme and width too.
    await page.getByTestId('clear-filters').click();
    await expect(page.getByTestId('user-row').first()).toBeVisible();
    await expect.poll(() => new URL(page.url()).search).toBe('');
    // A page past the end (an old link) leads to the last page there is: narrowed to one person (other
    // journeys add admins meanwhile), that is the first.
    const demoAdmin = demoLogin('admin').email;
    const narrowed = new URLSearchParams({ q: demoAdmin, role: 'admin' });
    await page.goto(`/admin/users?${narrowed}&page=40`);
    await expect.poll(() => new URL(page.url()).search).toBe(`?${narrowed}`);
    await expect(userRow(page, demoAdmin)).toBeVisible();
    await page.goto('/admin/users');
    await showAs(page, viewport, theme);
    await usersShot(page, `everyone-${suffix(viewport.width, theme)}`);
  });
}
