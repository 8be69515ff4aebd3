import type { Page } from '@playwright/test';
import * as authApi from '../shared/api/auth';
import * as meApi from '../shared/api/me';
import { apiPath } from '../shared/api/operation';
import { account as enAccount } from '../shared/i18n/en/account';
import { account as ukAccount } from '../shared/i18n/uk/account';
import { totpCode } from '../tests/support/totp';
import {
  clientAddressFor,
  confirmationLinkFor,
  expectPath,
  originOf,
  test,
  validationMessages,
} from './auth-support';
import { mailsTo, newestMailTo } from './outbox';
import {
  collectConsoleErrors,
  patientExpect as expect,
  expectNoSeriousAxeViolations,
  fullPageShot,
  messages,
  RUNS,
  shot,
  withPreferences,
} from './support';

const accountMessages = { en: enAccount, uk: ukAccount };

/** A fresh account through the real sign-up endpoint, confirmed by its mailed link (which signs this context in). */
async function newSignedInUser(page: Page, tag: string) {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const user = {
    name: `Profile ${tag}`,
    email: `profile-${tag}-${stamp}@example.com`,
    password: 'amber-lantern-58',
  };
  await page.goto('/login');
  const signUp = await page.request.post(apiPath(authApi.signUpEmail), {
    data: user,
    headers: originOf(page),
  });
  expect(signUp.status()).toBe(200);
  await page.request.get(await confirmationLinkFor(user.email));
  const me = (await (await page.request.get(apiPath(meApi.getMe))).json()) as {
    user: { email: string } | null;
  };
  expect(me.user?.email).toBe(user.email);
  return { ...user, stamp };
}

/**
 * Waits until every toast has closed (they close by themselves after 5 s). A toast under the pointer
 * waits for it to leave, as it would for a person reading it: the pointer leaves the page's corner first.
 */
async function noToasts(page: Page) {
  await page.mouse.move(0, 0);
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0, { timeout: 10_000 });
}

/** The code of the newest text message to `phone` that arrived after `before` messages. */
async function textedCode(phone: string, before: number): Promise<string> {
  await expect.poll(() => mailsTo(phone).length).toBeGreaterThan(before);
  const code = newestMailTo(phone)?.text.match(/\b\d{6}\b/)?.[0];
  expect(code).toBeTruthy();
  return code ?? '';
}

for (const { language, viewport, theme } of RUNS) {
  const a = accountMessages[language];
  const ui = messages[language];
  const v = validationMessages[language];
  const suffix = `${language}-${theme}-${viewport.width}`;

  test(`profile: name, password, phone, two-step verification, sign out everywhere (${language})`, async ({
    page,
    request,
  }) => {
    const consoleErrors = collectConsoleErrors(page);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    const user = await newSignedInUser(page, language);

    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.page.heading);
    await expect(page).toHaveTitle(ui.app.documentTitle.replace('{{page}}', ui.pages.profile));
    for (const title of [
      a.displayName.title,
      a.email.title,
      a.password.title,
      a.phone.title,
      a.twoFactor.title,
    ])
      await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByTestId('current-email')).toContainText(user.email);
    await expect(page.getByTestId('two-factor-status')).toHaveText(a.twoFactor.statusOff);
    await expectNoSeriousAxeViolations(page);
    await shot(page, `profile-${suffix}`);

    // Display name: saved, and the top bar's welcome line says it.
    const nameSection = page.getByTestId('display-name-section');
    const nameField = nameSection.getByRole('textbox', { name: a.displayName.label });
    await expect(nameField).not.toHaveValue('');
    await nameField.fill('');
    await nameSection.getByRole('button', { name: a.displayName.save }).click();
    await expect(nameSection.getByText(v.displayNameRequired)).toBeVisible();
    const newName = `Олена ${user.stamp.slice(-8)}`;
    await nameField.fill(newName);
    await nameSection.getByRole('button', { name: a.displayName.save }).click();
    await expect(page.getByText(a.displayName.updated)).toBeVisible();
    await page.getByTestId('user-menu').click();
    await expect(
      page.getByRole('menu').getByText(ui.account.welcome.replace('{{name}}', newName)),
    ).toBeVisible();
    await page.keyboard.press('Escape');

    // Password: the two copies must match, the current one must be right; then the new one signs in.
    const newPassword = 'copper-kettle-91';
    const passwordForm = page.getByTestId('change-password-form');
    const submitPassword = passwordForm.getByRole('button', { name: a.password.submit });
    await passwordForm.locator('input[name="currentPassword"]').fill('not-my-password-1');
    await passwordForm.locator('input[name="newPassword"]').fill(newPassword);
    await passwordForm.locator('input[name="confirmPassword"]').fill(`${newPassword}x`);
    await submitPassword.click();
    await expect(passwordForm.getByText(v.passwordsDontMatch)).toBeVisible();
    await passwordForm.locator('input[name="confirmPassword"]').fill(newPassword);
    await submitPassword.click();
    await expect(passwordForm.getByText(v.currentPasswordIncorrect)).toBeVisible();
    await passwordForm.locator('input[name="currentPassword"]').fill(user.password);
    await submitPassword.click();
    await expect(page.getByText(a.password.updated)).toBeVisible();
    await expect(passwordForm.locator('input[name="currentPassword"]')).toHaveValue('');
    // From this journey's own address, as its page: the sign-in gate hashes one password at a time per
    // address, and the other language's journey signs in from 127.0.0.1 at the same moment.
    const headers = { ...originOf(page), 'x-forwarded-for': clientAddressFor(test.info().testId) };
    const oldSignIn = await request.post(apiPath(authApi.signInEmail), {
      data: { email: user.email, password: user.password },
      headers,
    });
    expect(oldSignIn.status()).toBe(401);
    const newSignIn = await request.post(apiPath(authApi.signInEmail), {
      data: { email: user.email, password: newPassword },
      headers,
    });
    expect(newSignIn.status()).toBe(200);
    // Still signed in here (only the other sessions ended).
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(a.page.heading);

    // Phone number: a texted code, a wrong one first.
    const phone = `+1813${user.stamp.slice(-7)}`;
    const phoneSection = page.getByTestId('phone-section');
    await expect(page.getByTestId('current-phone')).toHaveText(a.phone.none);
    await phoneSection.getByRole('button', { name: a.phone.add }).click();
    await phoneSection.getByRole('textbox', { name: a.phone.label }).fill('12345');
    await phoneSection.getByRole('button', { name: a.phone.sendCode }).click();
    await expect(phoneSection.getByText(v.invalidPhone)).toBeVisible();
    const before = mailsTo(phone).length;
    await phoneSection
      .getByRole('textbox', { name: a.phone.label })
      .fill(`${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5)}`);
    await phoneSection.getByRole('button', { name: a.phone.sendCode }).click();
    const code = await textedCode(phone, before);
    const codeField = phoneSection.getByRole('textbox', { name: a.phone.code });
    await codeField.fill(code === '000000' ? '111111' : '000000');
    await phoneSection.getByRole('button', { name: a.phone.confirm }).click();
    await expect(phoneSection.getByText(v.invalidCode)).toBeVisible();
    await codeField.fill(code);
    await phoneSection.getByRole('button', { name: a.phone.confirm }).click();
    await expect(page.getByText(a.phone.saved)).toBeVisible();
    await expect(page.getByTestId('current-phone')).toHaveText(a.phone.current.replace('{{phone}}', phone));

    // Two-step verification: password, QR code and key, backup codes, then a code from the key.
    const twoFactor = page.getByTestId('two-factor-section');
    await twoFactor.getByRole('button', { name: a.twoFactor.turnOn }).click();
    await twoFactor.locator('input[name="password"]').fill(user.password);
    await twoFactor.getByRole('button', { name: a.common.continue }).click();
    await expect(twoFactor.getByText(v.currentPasswordIncorrect)).toBeVisible();
    await twoFactor.locator('input[name="password"]').fill(newPassword);
    await twoFactor.getByRole('button', { name: a.common.continue }).click();
    const qr = twoFactor.getByRole('img', { name: a.twoFactor.qrAlt });
    await expect(qr).toBeVisible();
    expect(await qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(twoFactor.getByTestId('backup-codes').locator('li')).not.toHaveCount(0);
    const secret = ((await twoFactor.getByTestId('totp-secret').textContent()) ?? '').replace(/\s+/g, '');
    expect(secret).toMatch(/^[A-Z2-7]+=*$/);
    await noToasts(page); // a toast fading out fails the contrast check
    await expectNoSeriousAxeViolations(page);
    await twoFactor.scrollIntoViewIfNeeded();
    await shot(page, `profile-two-step-setup-${suffix}`);
    const totpField = twoFactor.getByRole('textbox', { name: a.twoFactor.code });
    const good = totpCode(secret);
    await totpField.fill(good === '000000' ? '111111' : '000000');
    await twoFactor.getByRole('button', { name: a.twoFactor.verify }).click();
    await expect(twoFactor.getByText(v.invalidCode)).toBeVisible();
    await totpField.fill(totpCode(secret));
    await twoFactor.getByRole('button', { name: a.twoFactor.verify }).click();
    await expect(page.getByText(a.twoFactor.enabled)).toBeVisible();
    await expect(page.getByTestId('two-factor-status')).toHaveText(a.twoFactor.statusOn);
    await expect(twoFactor.getByRole('button', { name: a.twoFactor.turnOff })).toBeVisible();
    const signInNow = await request.post(apiPath(authApi.signInEmail), {
      data: { email: user.email, password: newPassword },
      headers,
    });
    expect(signInNow.status()).toBe(200);
    expect(await signInNow.json()).toMatchObject({ twoFactorRedirect: true });
    await noToasts(page);
    await fullPageShot(page, `e2e/screenshots/profile-all-set-${suffix}.png`);

    // Sign out of every device: this one goes to /login.
    const sessions = page.getByTestId('sessions-section');
    await sessions.getByRole('button', { name: a.sessions.signOutAll }).click();
    await expectPath(page, '/login');
    await expect(page.getByText(a.sessions.allDone)).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    const me = await page.request.get(apiPath(meApi.getMe));
    expect((await me.json()).user).toBeNull();

    // The page's own 4xx answers above (wrong password, wrong codes) are logged by the browser; nothing else.
    expect(consoleErrors.filter((e) => !/status of 4\d\d/.test(e))).toEqual([]);
  });
}
