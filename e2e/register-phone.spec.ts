import { expect, type Page } from '@playwright/test';
import { account as enAccount } from '../shared/i18n/en/account';
import { account as ukAccount } from '../shared/i18n/uk/account';
import { expectPath, expectWelcome, fillSignIn, journeyIn, signOutFromMenu, test } from './auth-support';
import { mailsTo, newestMailTo } from './outbox';
import {
  collectConsoleErrors,
  expectNoSeriousAxeViolations,
  patientExpect,
  shot,
  withPreferences,
} from './support';

const profileTexts = { en: enAccount, uk: ukAccount };

/** A screenshot of the top of the page for the journey's record. */
async function keepShot(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await shot(page, name);
}

/** The code in the newest text to `phone` once one more than `before` has arrived. */
async function textedCode(phone: string, before: number): Promise<string> {
  await expect.poll(() => mailsTo(phone).length).toBeGreaterThan(before);
  const code = newestMailTo(phone)?.text.match(/\b\d{6}\b/)?.[0];
  expect(code).toBeTruthy();
  return code ?? '';
}

// Sign-up by phone number and password, in each language at both widths: Ukrainian (dark) fills the
// form on a phone and confirms the code on a desktop, English (light) the other way round.
for (const language of ['uk', 'en'] as const) {
  const { t, v, errors, viewport, other, theme } = journeyIn(language);

  test(`register with a phone number (${language}, ${viewport.width} then ${other.width} px)`, async ({
    page,
  }) => {
    // Two password hashes, two sign-ins and three accessibility checks on a shared two-core machine.
    test.setTimeout(240_000);
    const consoleErrors = collectConsoleErrors(page);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    const digits = String(Date.now()).slice(-7);
    const phone = `+38063${digits}`;
    const person = { name: `Марта ${language} ${digits}`, password: 'linden-path-58' };

    await page.goto('/register');
    await page.getByRole('tab', { name: t.auth.byPhone }).click();
    const form = page.getByTestId('phone-register-form');
    await form.getByRole('textbox', { name: t.auth.name }).fill(person.name);
    const phoneField = form.getByRole('textbox', { name: t.auth.phoneNumber });
    await phoneField.fill('063 123');
    await form.locator('input[name="password"]').fill(person.password);
    await form.locator('input[name="confirmPassword"]').fill(person.password);
    await keepShot(page, `register-phone-form-${language}-${theme}-${viewport.width}`);
    await form.getByRole('button', { name: t.auth.sendCode }).click();
    // Checked in the page, in the page's language: nothing is sent.
    await expect(form.getByText(v.invalidPhone)).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(mailsTo(phone)).toEqual([]);

    await phoneField.fill(`+380 63 ${digits.slice(0, 3)} ${digits.slice(3)}`);
    await form.getByRole('button', { name: t.auth.sendCode }).click();
    await page.setViewportSize(other);
    const step = page.getByTestId('phone-code-form');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.auth.codeTitle);
    await expect(step.getByTestId('code-sent-to')).toHaveText(phone);
    await expect(step.getByRole('textbox', { name: t.auth.smsCode })).toBeFocused();
    const code = await textedCode(phone, 0);
    await expectNoSeriousAxeViolations(page);
    await keepShot(page, `register-phone-code-${language}-${theme}-${other.width}`);

    // A wrong code is refused in the page's language; the right one creates the account and signs in.
    await step.getByRole('textbox', { name: t.auth.smsCode }).fill(code === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: t.auth.signUpSubmit }).click();
    await expect(step.getByText(errors.INVALID_CODE)).toBeVisible();
    await expect(page.getByTestId('user-menu')).toHaveCount(0);
    await step.getByRole('textbox', { name: t.auth.smsCode }).fill(code);
    await step.getByRole('button', { name: t.auth.signUpSubmit }).click();
    await expectPath(page, '/');
    await expect(page.getByText(t.auth.phoneRegistered.replace('{{name}}', person.name))).toBeVisible();
    await expectWelcome(page, language, person.name);

    // No email yet: the profile says so and offers to add one.
    await page.goto('/profile');
    await patientExpect(page.getByTestId('current-email')).toHaveText(profileTexts[language].email.none);
    await expect(page.getByRole('button', { name: profileTexts[language].email.add })).toBeVisible();

    // The number and the password sign in from now on.
    await page.goto('/');
    await signOutFromMenu(page, language);
    await page.goto('/login');
    await fillSignIn(page, language, phone, person.password);
    await expectPath(page, '/');
    await expectWelcome(page, language, person.name);

    // Registering the number again looks the same in the page; its owner gets a text, not a code.
    await signOutFromMenu(page, language);
    await page.goto('/register');
    await page.getByRole('tab', { name: t.auth.byPhone }).click();
    await form.getByRole('textbox', { name: t.auth.name }).fill(`${person.name} 2`);
    await phoneField.fill(phone);
    await form.locator('input[name="password"]').fill('other-pass-77');
    await form.locator('input[name="confirmPassword"]').fill('other-pass-77');
    const textsBefore = mailsTo(phone).length;
    await form.getByRole('button', { name: t.auth.sendCode }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t.auth.codeTitle);
    await expect.poll(() => mailsTo(phone).length).toBe(textsBefore + 1);
    expect(newestMailTo(phone)?.text).not.toMatch(/\b\d{6}\b/);

    // A forgotten password: the number gets a code, the code and a new password replace the old one.
    await page.goto('/forgot-password');
    await page.getByRole('tab', { name: t.auth.byPhone }).click();
    await expect(page.getByText(t.auth.forgotSubtitlePhone)).toBeVisible();
    await page.getByTestId('phone-reset-form').getByRole('textbox', { name: t.auth.phoneNumber }).fill(phone);
    const textsBeforeReset = mailsTo(phone).length;
    await page.getByRole('button', { name: t.auth.sendCode }).click();
    const resetStep = page.getByTestId('phone-reset-code-form');
    await expect(resetStep.getByText(t.auth.resetCodeSent.replace('{{phone}}', phone))).toBeVisible();
    const resetCode = await textedCode(phone, textsBeforeReset);
    await resetStep.getByRole('textbox', { name: t.auth.smsCode }).fill(resetCode);
    await resetStep.locator('input[name="newPassword"]').fill('birch-lane-26');
    await resetStep.locator('input[name="confirmPassword"]').fill('birch-lane-26');
    await expectNoSeriousAxeViolations(page);
    await keepShot(page, `forgot-password-phone-${language}-${theme}-${other.width}`);
    await resetStep.getByRole('button', { name: t.auth.resetSubmit }).click();
    await expectPath(page, '/login');
    await expect(page.getByTestId('password-reset-note')).toHaveText(t.auth.resetDoneNote);
    await fillSignIn(page, language, phone, 'birch-lane-26');
    await expectPath(page, '/');
    await expectWelcome(page, language, person.name);
    // The 400 of the deliberately wrong code is the only failed request the browser may log.
    expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
  });
}
