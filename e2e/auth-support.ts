import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { validation as enValidation } from '../shared/i18n/en/validation';
import { validation as ukValidation } from '../shared/i18n/uk/validation';

export const validationMessages = { en: enValidation, uk: ukValidation };

/** A stable private address per test (from its id), so no two tests share the sign-in/sign-up limiter. */
function clientAddressFor(testId: string): string {
  let hash = 2166136261;
  for (const char of testId) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return `10.1.${(hash >>> 8) & 255}.${(hash & 254) + 1}`;
}

/**
 * `test` whose browser context sends its own X-Forwarded-For (the e2e server runs with TRUST_PROXY),
 * for page loads, the app's fetches and `page.request` alike.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, testInfo) => {
    await use({ 'x-forwarded-for': clientAddressFor(testInfo.testId) });
  },
});

/** The logins the server printed on its first start (playwright.config.ts starts it on a fresh folder). */
export function demoLogin(role: 'admin' | 'user') {
  const file = join(process.env.E2E_DATA_DIR ?? 'e2e/.tmp/data', 'demo-logins.txt');
  const line =
    readFileSync(file, 'utf8')
      .split('\n')
      .find((l) => l.trim().startsWith(`${role}:`)) ?? '';
  const [, email, , password] = line.trim().split(/\s+/);
  if (!email || !password) throw new Error(`no ${role} login in ${file}`);
  return { email, password };
}

/** Signs in through the real endpoint; call after the first page.goto (its origin is used). */
export async function signInByApi(page: Page, role: 'admin' | 'user') {
  const res = await page.request.post('/api/auth/sign-in/email', {
    data: demoLogin(role),
    headers: { origin: new URL(page.url()).origin }, // better-auth checks the Origin
  });
  expect(res.status()).toBe(200);
}

/** The route's pathname once the app has settled on it (guards redirect on the client). */
export async function expectPath(page: Page, pathname: string) {
  await expect.poll(() => new URL(page.url()).pathname).toBe(pathname);
}
