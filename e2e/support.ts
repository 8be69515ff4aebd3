import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';
import type { Language, ThemeMode } from '../shared/constants';
import { ui as en } from '../shared/i18n/en/ui';
import { ui as uk } from '../shared/i18n/uk/ui';

export const messages = { en, uk };
export const WIDTHS = { phone: { width: 390, height: 844 }, desktop: { width: 1440, height: 900 } } as const;

/** A journey's runs, each with its own language, width and theme: phone + dark in Ukrainian, desktop + light in English. */
export const RUNS = [
  { language: 'uk', viewport: WIDTHS.phone, theme: 'dark' },
  { language: 'en', viewport: WIDTHS.desktop, theme: 'light' },
] as const;

/**
 * `expect` that waits 15 s instead of the default 5: password checks (scrypt), image processing (sharp)
 * and the embedded database queue up when the machine is busy.
 */
export const patientExpect = expect.configure({ timeout: 15_000 });

/**
 * Stored preferences as a returning visitor would have them (SPEC "client storage"), with the cookies
 * the SPA keeps beside them, so the server renders the first page in them too.
 */
export async function withPreferences(page: Page, prefs: { language?: Language; theme?: ThemeMode }) {
  const url = test.info().project.use.baseURL;
  const cookies = [
    ...(prefs.language ? [{ name: 'lang', value: prefs.language }] : []),
    ...(prefs.theme ? [{ name: 'theme', value: prefs.theme }] : []),
  ];
  if (url && cookies.length > 0) await page.context().addCookies(cookies.map((c) => ({ ...c, url })));
  await page.addInitScript((p) => {
    if (sessionStorage.getItem('e2e-prefs-set')) return; // set once, then let the app own them
    sessionStorage.setItem('e2e-prefs-set', '1');
    if (p.language) localStorage.setItem('language', p.language);
    if (p.theme) localStorage.setItem('theme', p.theme);
  }, prefs);
}

/** Waits until no finite animation or transition runs (a fading toast or menu has no final colours yet). */
async function settleAnimations(page: Page) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) =>
          a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY,
      ),
  );
}

export async function expectNoSeriousAxeViolations(page: Page) {
  await settleAnimations(page);
  // Only violations are read: axe then skips collecting the details of every passing check.
  const results = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    );
  expect(serious).toEqual([]);
}

/** Relative luminance of the page background, 0 (black) to 1 (white). */
export async function backgroundLuminance(page: Page): Promise<number> {
  const rgb = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  const [r, g, b] = (rgb.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((v) => Number(v) / 255);
  const lin = (c = 0) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Console errors of the page (a CSP violation, a failed request, a React error): collect, then expect none. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  // A failed load names its address (the message alone does not say which request it was).
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const { url } = msg.location();
    const failedLoad = msg.text().startsWith('Failed to load resource') && url;
    errors.push(failedLoad ? `${msg.text()} (${new URL(url).pathname})` : msg.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * A journey's start: the page's console errors collected from here on (expect none at the end), its
 * width, language and theme set, and `path` opened.
 */
export async function startJourney(
  page: Page,
  run: { viewport: { width: number; height: number }; language: Language; theme: ThemeMode },
  path: string,
): Promise<string[]> {
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize(run.viewport);
  await withPreferences(page, { language: run.language, theme: run.theme });
  await page.goto(path);
  return consoleErrors;
}

export const shot = (page: Page, name: string) => page.screenshot({ path: `e2e/screenshots/${name}.png` });

/**
 * The whole page into `path`, the page left scrolled where it was. Chromium draws a full page by
 * stretching the viewport, and at phone width it can leave the page scrolled elsewhere afterwards,
 * then jump back at the next press: a click begun on a button then ended beside it.
 */
export async function fullPageShot(page: Page, path: string) {
  const { x, y } = await page.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
  await page.screenshot({ path, fullPage: true });
  await page.evaluate((at) => window.scrollTo(at.x, at.y), { x, y });
}

/**
 * The text chunks (assets/i18n-{language}-{namespace}-…js, vite.config.ts) the page fetches from now on,
 * as "{language}/{namespace}".
 */
export function textChunksFetched(page: Page): string[] {
  const fetched: string[] = [];
  page.on('request', (request) => {
    const chunk = /\/assets\/i18n-(en|uk)-([a-z-]+)-[\w-]{8}\.js$/.exec(request.url());
    if (chunk) fetched.push(`${chunk[1]}/${chunk[2]}`);
  });
  return fetched;
}
