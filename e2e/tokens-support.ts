import { mkdirSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import * as meApi from '../shared/api/me';
import { apiPath } from '../shared/api/operation';
import { adminAudit as enAdminAudit } from '../shared/i18n/en/admin-audit';
import { adminTokens as enAdminTokens } from '../shared/i18n/en/admin-tokens';
import { adminAudit as ukAdminAudit } from '../shared/i18n/uk/admin-audit';
import { adminTokens as ukAdminTokens } from '../shared/i18n/uk/admin-tokens';
import { fullPageShot } from './support';

// The embedded database queues up when the machine is busy: more than the default 5 s.
const expect = baseExpect.configure({ timeout: 15_000 });

export const tokenMessages = { en: enAdminTokens, uk: ukAdminTokens };
export const auditMessages = { en: enAdminAudit, uk: ukAdminAudit };

const SHOTS = 'e2e/screenshots';

/** A full-page screenshot into e2e/screenshots (looked at by people, not compared). */
export async function tokenShot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await fullPageShot(page, `${SHOTS}/${name}.png`);
}

/** The list item (table row or card) of the token with this name. */
export const tokenItem = (page: Page, name: string): Locator =>
  page.getByTestId('token-item').filter({ hasText: name });

/** meApi.getMe with `Authorization: Bearer <secret>` (the context's cookie goes along and is ignored). */
export async function meByToken(page: Page, secret: string) {
  const res = await page.request.get(apiPath(meApi.getMe), {
    headers: { authorization: `Bearer ${secret}` },
  });
  const body = (await res.json()) as {
    user?: { id: string; email: string } | null;
    error?: { code: string };
  };
  return { status: res.status(), body };
}

/** Closes the toast saying `text` and waits until it has gone, so axe checks the page itself. */
export async function closeToast(page: Page, text: string, closeLabel: string) {
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: text });
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: closeLabel }).click();
  await expect(toast).toHaveCount(0);
}

/** Switches width and stored theme and opens `path`, as an admin on another device would. */
export async function showAs(
  page: Page,
  viewport: { width: number; height: number },
  theme: 'dark' | 'light',
  path: string,
) {
  await page.setViewportSize(viewport);
  await page.evaluate((value) => localStorage.setItem('theme', value), theme);
  await page.goto(path);
}
