import { randomInt } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { type Browser, expect as baseExpect, type Locator, type Page } from '@playwright/test';
import * as usersApi from '../shared/api/admin-users';
import { apiPath } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { adminUsers as enAdminUsers } from '../shared/i18n/en/admin-users';
import { adminUsers as ukAdminUsers } from '../shared/i18n/uk/admin-users';

// For e2e/admin-users.spec.ts. Password checks (scrypt) and the embedded database queue up when the
// machine is busy: more than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

export const adminUsersMessages = { en: enAdminUsers, uk: ukAdminUsers };

/** A plural message in the language's own form for `count` (`key_one`, `key_few`, …). */
export function plural(messages: object, key: string, count: number, language: Language): string {
  const form = new Intl.PluralRules(language).select(count);
  const table = messages as Record<string, string>;
  return (table[`${key}_${form}`] ?? table[`${key}_other`] ?? '').replace('{{count}}', String(count));
}

export const fill = (text: string, values: Record<string, string | number>) =>
  Object.entries(values).reduce((out, [key, value]) => out.replaceAll(`{{${key}}}`, String(value)), text);

/**
 * A second browser (another person's device) with a client address of its own, so its sign-up and
 * sign-in have their own limiter (the e2e server trusts X-Forwarded-For).
 */
export async function otherDevice(browser: Browser, baseURL: string | undefined) {
  const address = `10.3.${randomInt(0, 255)}.${randomInt(1, 254)}`;
  return browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
}

/** The row (table row on desktop, card on phones) of the person with this email. */
export const userRow = (page: Page, email: string): Locator =>
  page.getByTestId('user-row').filter({ hasText: email });

/** Types into the search box and waits until the list shows what the URL now asks for. */
export async function searchUsers(page: Page, text: string) {
  const answer = page.waitForResponse(
    (res) =>
      new URL(res.url()).pathname === apiPath(usersApi.listUsers) &&
      new URL(res.url()).searchParams.get('q') === text,
  );
  await page.getByTestId('users-search').fill(text);
  await answer;
  await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe(text);
}

/** Picks a choice of an MUI select by the select's test id and the option's name. */
export async function choose(page: Page, selectTestId: string, option: string) {
  await page.getByTestId(selectTestId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

const SHOTS = 'e2e/screenshots';

/** A screenshot of what the window shows, for a person to look at (not compared by the test). */
export async function usersShot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}
