import { mkdirSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import * as meApi from '../shared/api/me';
import { apiPath } from '../shared/api/operation';
import type { Language, ThemeMode } from '../shared/constants';
import { adminNotifications as enAdmin } from '../shared/i18n/en/admin-notifications';
import { notifications as enBell } from '../shared/i18n/en/notifications';
import { adminNotifications as ukAdmin } from '../shared/i18n/uk/admin-notifications';
import { notifications as ukBell } from '../shared/i18n/uk/notifications';
import { signedUpPerson } from './auth-support';
import { fullPageShot, WIDTHS } from './support';

// Helpers of the admin-notifications journey: its texts, a second person in a browser of their own,
// screenshots in every width and theme.

export const composeTexts = { en: enAdmin, uk: ukAdmin };
export const bellTexts = { en: enBell, uk: ukBell };

/** A plural message in the language's own form for `count` (`key_one`, `key_few`, …). */
export function plural(messages: object, key: string, count: number, language: Language): string {
  const form = new Intl.PluralRules(language).select(count);
  const table = messages as Record<string, string>;
  return (table[`${key}_${form}`] ?? table[`${key}_other`] ?? '').replace('{{count}}', String(count));
}

export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => String(values[key] ?? ''));

/**
 * A fresh person signed up and signed in, in a browser context of their own (as on their own phone or
 * computer), with their own client address so the sign-up limiter does not count them with the admin.
 */
export async function personInOwnBrowser(browser: Browser, baseURL: string, language: Language) {
  const address = `10.3.${Math.floor(Math.random() * 250) + 1}.${Math.floor(Math.random() * 250) + 1}`;
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: { 'x-forwarded-for': address } });
  const page = await context.newPage();
  const login = await signedUpPerson(page, language, 'notify');
  const me = (await (await page.request.get(apiPath(meApi.getMe))).json()) as {
    user: { display_name: string };
  };
  return { page, context, login, displayName: me.user.display_name };
}

const SHOTS_DIR = 'e2e/screenshots';

/** The page at both widths in both themes (reloading with the stored theme), into e2e/screenshots. */
export async function shootEveryWay(
  page: Page,
  name: string,
  options: { prepare?: () => Promise<void>; fullPage?: boolean } = {},
) {
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const theme of ['light', 'dark'] as ThemeMode[]) {
    for (const [label, viewport] of Object.entries(WIDTHS)) {
      await page.setViewportSize(viewport);
      await page.evaluate((value) => localStorage.setItem('theme', value), theme);
      await page.reload();
      await options.prepare?.();
      const path = `${SHOTS_DIR}/${name}-${theme}-${label}.png`;
      await (options.fullPage === false ? page.screenshot({ path }) : fullPageShot(page, path));
    }
  }
}
