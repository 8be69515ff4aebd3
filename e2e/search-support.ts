import { mkdirSync } from 'node:fs';
import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import { apiPath } from '../shared/api/operation';
import * as searchApi from '../shared/api/search';
import type { Language } from '../shared/constants';
import { search as enSearch } from '../shared/i18n/en/search';
import { search as ukSearch } from '../shared/i18n/uk/search';
import type { SearchPage } from '../shared/schemas/search';
import { journeyIn } from './auth-support';
import { plural } from './catalog-support';
import { collectConsoleErrors, withPreferences } from './support';

// Searches wait for the embedded database, which queues up when the machine is busy.
export const expect = baseExpect.configure({ timeout: 15_000 });

export const searchMessages = { en: enSearch, uk: ukSearch };

/** The suggestions panel's live line for `count` options, in the language's own plural form. */
export const suggestionsCount = (language: Language, count: number) =>
  plural(searchMessages[language].suggestions, 'count', count, language);

/** The search field (top bar on desktop, the search page's own elsewhere) is a combobox named "Search ads". */
export const searchField = (page: Page, testId: 'search-input' | 'search-page-input') =>
  page.getByTestId(testId);

export const suggestionsPanel = (page: Page) => page.getByTestId('suggestions-panel');

/** Types like a person (the debounce and the request follow each key) and waits for ad suggestions. */
export async function typeForSuggestions(page: Page, field: Locator, text: string) {
  await field.fill('');
  await field.pressSequentially(text, { delay: 40 });
  await expect(suggestionsPanel(page).getByTestId('suggestion-ad').first()).toBeVisible();
}

/** The ad cards of the results, with the line naming each one's city and category. */
export const resultCards = (page: Page) => page.getByTestId('ad-card');

/** The address's value of one query parameter, once the app has settled on it. */
export async function expectParam(page: Page, name: string, value: string | null) {
  await expect.poll(() => new URL(page.url()).searchParams.get(name)).toBe(value);
}

/** Screenshots go to SHOTS_DIR (default e2e/screenshots). */
export async function searchShot(page: Page, name: string) {
  const dir = process.env.SHOTS_DIR ?? 'e2e/screenshots';
  mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: `${dir}/search-${name}.png` });
}

/** What the API finds for `query` (one search of the test's allowance). */
async function resultsOf(page: Page, query: string) {
  const res = await page.request.get(apiPath(searchApi.searchAds, { query: { q: query, limit: 50 } }));
  expect(res.status()).toBe(200);
  const { items } = (await res.json()) as SearchPage;
  return items;
}

/** Opens the site in the journey's language, viewport and theme, and asks the API what `query` finds. */
export async function startResultsJourney(page: Page, language: Language, query: string) {
  const { viewport, theme } = journeyIn(language);
  const consoleErrors = collectConsoleErrors(page);
  await page.setViewportSize(viewport);
  await withPreferences(page, { language, theme });
  await page.goto('/');
  return { t: searchMessages[language], viewport, theme, consoleErrors, all: await resultsOf(page, query) };
}
