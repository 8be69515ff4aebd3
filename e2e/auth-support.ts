import {
  type Browser,
  type BrowserContext,
  test as base,
  expect,
  type Page,
  type Response,
} from '@playwright/test';
import * as authApi from '../shared/api/auth';
import * as meApi from '../shared/api/me';
import { apiPath } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { errors as enErrors } from '../shared/i18n/en/errors';
import { validation as enValidation } from '../shared/i18n/en/validation';
import { errors as ukErrors } from '../shared/i18n/uk/errors';
import { validation as ukValidation } from '../shared/i18n/uk/validation';
import { secretOfUri, totpCode } from '../tests/support/totp';
import { linkIn, mailsTo, newestMailTo } from './outbox';
import { messages, WIDTHS, withPreferences } from './support';

export const validationMessages = { en: enValidation, uk: ukValidation };
const errorMessages = { en: enErrors, uk: ukErrors };

/**
 * What an account journey needs in one language: its texts (`t` the pages', `v` validation's, `errors`
 * the server's), and where it runs: at phone width in one language and desktop width in the other, dark
 * and light (`other` and `otherTheme` the opposite pair).
 */
export function journeyIn(language: Language) {
  const wide = language === 'en';
  return {
    t: messages[language],
    v: validationMessages[language],
    errors: errorMessages[language],
    viewport: wide ? WIDTHS.desktop : WIDTHS.phone,
    other: wide ? WIDTHS.phone : WIDTHS.desktop,
    theme: wide ? 'light' : 'dark',
    otherTheme: wide ? 'dark' : 'light',
  } as const;
}

export const uniqueEmail = (prefix: string, language: Language) =>
  `${prefix}-${language}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** Fills the sign-in form (email or phone number, and password) and submits it. */
export async function fillSignIn(page: Page, language: Language, identifier: string, password: string) {
  const t = messages[language].auth;
  const form = page.getByTestId('login-form');
  await form.getByRole('textbox', { name: t.identifier }).fill(identifier);
  await form.locator('input[name="password"]').fill(password);
  await form.getByRole('button', { name: t.signInSubmit }).click();
}

/** Fills the sign-up form (name, email, the password twice) and submits it. */
export async function fillSignUp(
  page: Page,
  language: Language,
  user: { name: string; email: string; password: string },
) {
  const t = messages[language].auth;
  const form = page.getByTestId('register-form');
  await form.getByRole('textbox', { name: t.name }).fill(user.name);
  await form.getByRole('textbox', { name: t.email }).fill(user.email);
  await form.locator('input[name="password"]').fill(user.password);
  await form.locator('input[name="confirmPassword"]').fill(user.password);
  await form.getByRole('button', { name: t.signUpSubmit }).click();
}

/** The top bar's avatar menu holds the welcome line with the person's display name. */
export async function expectWelcome(page: Page, language: Language, name: string) {
  await page.getByTestId('user-menu').click();
  await expect(page.getByRole('menu')).toContainText(
    messages[language].account.welcome.replace('{{name}}', name),
  );
  await page.keyboard.press('Escape');
}

export async function signOutFromMenu(page: Page, language: Language) {
  await page.getByTestId('user-menu').click();
  await page.getByRole('menuitem', { name: messages[language].account.signOut }).click();
  await expect(page.getByTestId('user-menu')).toHaveCount(0);
}

/** A stable private address per test (from its id), so no two tests share the sign-in/sign-up limiter. */
export function clientAddressFor(testId: string): string {
  let hash = 2166136261;
  for (const char of testId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  // 23 bits of the hash: credential routes count per address, so two journeys must not share one.
  return `10.${(hash >>> 16) & 255}.${(hash >>> 8) & 255}.${(hash & 254) + 1}`;
}

/**
 * `test` whose browser context sends its own X-Forwarded-For (the e2e server runs with TRUST_PROXY),
 * for page loads, the app's fetches and `page.request` alike. Set on the context rather than as the
 * `extraHTTPHeaders` option, which differs per test and so would stop the context being reused.
 */
/**
 * After a navigation to one of the app's pages, waits until it answers to input: a page the server
 * rendered shows before it hydrates, and a click that comes first is lost (app/lib/mark-interactive.tsx).
 */
function untilInteractive<A extends unknown[]>(
  page: Page,
  navigate: (...args: A) => Promise<Response | null>,
): (...args: A) => Promise<Response | null> {
  return async (...args) => {
    const response = await navigate(...args);
    const url = new URL(page.url());
    const appPage =
      url.origin === new URL(test.info().project.use.baseURL ?? url.origin).origin &&
      !url.pathname.startsWith('/api/');
    if (appPage && response?.headers()['content-type']?.startsWith('text/html')) {
      await page.waitForFunction(() => 'interactive' in document.documentElement.dataset);
    }
    return response;
  };
}

const patient = new WeakSet<Page>();
/** Every navigation of `page` waits until the app's page answers to input (untilInteractive). */
function waitAfterNavigations(page: Page) {
  if (patient.has(page)) return;
  patient.add(page);
  page.goto = untilInteractive(page, page.goto.bind(page));
  page.reload = untilInteractive(page, page.reload.bind(page));
  page.goBack = untilInteractive(page, page.goBack.bind(page));
  page.goForward = untilInteractive(page, page.goForward.bind(page));
}

/** The pages of `context`, and those it opens later, wait after their navigations. */
function patientPages(context: BrowserContext) {
  for (const page of context.pages()) waitAfterNavigations(page);
  context.on('page', waitAfterNavigations);
}

/** Contexts a journey opens itself (a second reader, a device in another zone) wait too. */
async function patientBrowser({ browser }: { browser: Browser }, use: (browser: Browser) => Promise<void>) {
  const newContext = browser.newContext.bind(browser);
  browser.newContext = async (...args) => {
    const context = await newContext(...args);
    // Without JavaScript a page never comes to life: there is nothing to wait for.
    if (args[0]?.javaScriptEnabled !== false) patientPages(context);
    return context;
  };
  await use(browser);
}

export const test = base.extend({
  browser: [patientBrowser, { scope: 'worker' }],
  context: async ({ context }, use, testInfo) => {
    patientPages(context);
    await context.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddressFor(testInfo.testId) });
    await use(context);
    await context.setExtraHTTPHeaders({});
  },
});

/** The route's pathname once the app has settled on it (guards redirect on the client). */
export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
}

/** Headers for better-auth's endpoints from `page.request`: it checks the Origin. */
export function originOf(page: Page) {
  return { origin: new URL(page.url()).origin };
}

/** The mailed confirmation link of the newest mail to `email` (waits for it). */
export async function confirmationLinkFor(email: string): Promise<string> {
  let link: string | null = null;
  await expect
    .poll(() => {
      link = linkIn(newestMailTo(email), apiPath(authApi.verifyEmail));
      return link;
    })
    .toBeTruthy();
  return link ?? '';
}

/**
 * A fresh account through the real sign-up endpoint, confirmed by opening the mailed link (which
 * signs in this browser context). Call after the first page.goto (its origin is used).
 */
export async function registerByApi(
  page: Page,
  user: { name: string; email: string; password: string },
  options: { signedIn?: boolean } = {},
) {
  const headers = originOf(page);
  const signUp = await page.request.post(apiPath(authApi.signUpEmail), {
    data: { ...user, callbackURL: '/auth/callback' },
    headers,
  });
  expect(signUp.status()).toBe(200);
  // The link redirects to the app (with `?error=` when it was refused) and sets the session cookie.
  const confirmed = new URL((await page.request.get(await confirmationLinkFor(user.email))).url());
  expect(confirmed.searchParams.get('error')).toBeNull();
  const me = await page.request.get(apiPath(meApi.getMe));
  expect(((await me.json()) as { user: { email: string } | null }).user?.email).toBe(user.email);
  if (!options.signedIn) await signOutByApi(page);
}

/**
 * A fresh person, signed up, confirmed and signed in on `page`, in the journey's language, width and
 * theme (journeyIn), on the home page. Their email starts with `prefix`; returns their login.
 */
export async function signedUpPerson(page: Page, language: Language, prefix: string) {
  const { viewport, theme } = journeyIn(language);
  await page.setViewportSize(viewport);
  await withPreferences(page, { language, theme });
  await page.goto('/');
  const person = {
    name: `${prefix} ${language}`,
    email: uniqueEmail(prefix, language),
    password: 'river-stone-42',
  };
  await registerByApi(page, person, { signedIn: true });
  return person;
}

export async function signOutByApi(page: Page) {
  const res = await page.request.post(apiPath(authApi.signOut), { data: {}, headers: originOf(page) });
  expect(res.status()).toBe(200);
}

/** Adds a verified phone number to the signed-in account: a code by text message (the outbox), then verify. */
export async function addPhoneByApi(page: Page, phoneNumber: string) {
  const headers = originOf(page);
  const before = mailsTo(phoneNumber).length;
  const sent = await page.request.post(apiPath(authApi.sendPhoneOtp), { data: { phoneNumber }, headers });
  expect(sent.status()).toBe(200);
  await expect.poll(() => mailsTo(phoneNumber).length).toBeGreaterThan(before);
  const code = newestMailTo(phoneNumber)?.text.match(/\b\d{6}\b/)?.[0];
  expect(code).toBeTruthy();
  const verified = await page.request.post(apiPath(authApi.verifyPhone), {
    data: { phoneNumber, code, updatePhoneNumber: true },
    headers,
  });
  expect(verified.status()).toBe(200);
}

/** Turns two-factor on for the signed-in account; its TOTP secret and backup codes. */
export async function enableTwoFactorByApi(page: Page, password: string) {
  const headers = originOf(page);
  const enabled = await page.request.post(apiPath(authApi.enableTwoFactor), { data: { password }, headers });
  expect(enabled.status()).toBe(200);
  const { totpURI, backupCodes } = (await enabled.json()) as { totpURI: string; backupCodes: string[] };
  const secret = secretOfUri(totpURI);
  const verified = await page.request.post(apiPath(authApi.verifyTotp), {
    data: { code: totpCode(secret) },
    headers,
  });
  expect(verified.status()).toBe(200);
  return { secret, backupCodes };
}
