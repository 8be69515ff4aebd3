import type { Page } from '@playwright/test';
import type { Language } from '../shared/constants';
import { expectPath, journeyIn, test } from './auth-support';
import { fill } from './catalog-support';
import {
  expect,
  expectParam,
  resultCards,
  searchField,
  searchMessages,
  searchShot,
  startResultsJourney,
  suggestionsCount,
  suggestionsPanel,
  typeForSuggestions,
} from './search-support';
import { expectNoSeriousAxeViolations, messages, startJourney } from './support';

// Words the bilingual demo data holds in several ads and cities.
const WORDS = {
  en: { first: 'Honda', second: 'Toyota' },
  uk: { first: 'квартир', second: 'велосипед' },
} as const;

/** The journey's place: the top bar's box on desktop; on phones the search page, reached by the bottom bar. */
async function openSearchField(page: Page, language: Language) {
  const desktop = language === 'en';
  if (desktop) {
    await page.goto('/');
    return searchField(page, 'search-input');
  }
  await page.getByTestId('bottom-nav').getByRole('link', { name: messages[language].nav.search }).click();
  await expectPath(page, '/search');
  // From /search?q=… the link leads to an empty /search: typing before it has arrived would be wiped.
  await expect(page).toHaveURL((url) => !url.searchParams.has('q'));
  return searchField(page, 'search-page-input');
}

for (const language of ['uk', 'en'] as const) {
  const { viewport, theme } = journeyIn(language);
  const t = searchMessages[language];
  const words = WORDS[language];
  const shotName = (part: string) => `${part}-${language}-${theme}-${viewport.width}`;

  test(`search box: suggestions, keyboard pick, Escape, recent searches (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const consoleErrors = await startJourney(page, { viewport, language, theme }, '/');
    let field = await openSearchField(page, language);
    await expect(page.getByRole('combobox', { name: t.box.label })).toBeVisible();

    // One character: no panel (the search page says how many are needed).
    await field.pressSequentially(words.first.slice(0, 1));
    if (language === 'uk') await expect(page.getByText(t.suggestions.hint)).toBeVisible();
    await expect(suggestionsPanel(page)).toBeHidden();

    // Two and more: up to 5 ads with their place, announced by count.
    await typeForSuggestions(page, field, words.first);
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    const listbox = page.getByRole('listbox', { name: t.suggestions.label });
    const ads = listbox.getByTestId('suggestion-ad');
    // The panel may still show a shorter prefix's answer while the whole word's arrives: the shown
    // and the announced count must agree once it has.
    await expect(async () => {
      const count = await ads.count();
      expect(count).toBeGreaterThan(0);
      expect(count).toBeLessThanOrEqual(5);
      await expect(
        page.getByRole('status').filter({ hasText: suggestionsCount(language, count) }),
      ).toHaveCount(1, { timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(listbox.getByRole('group', { name: t.suggestions.ads })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await searchShot(page, shotName('suggestions'));

    // Escape closes and keeps the text; a second Escape empties the box.
    await field.press('Escape');
    await expect(suggestionsPanel(page)).toBeHidden();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(field).toHaveValue(words.first);
    await field.press('Escape');
    await expect(field).toHaveValue('');

    // The keyboard: ArrowDown highlights the first ad, Enter opens it.
    await typeForSuggestions(page, field, words.first);
    await field.press('ArrowDown');
    const first = ads.first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expect(field).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id')) ?? '');
    const adId = await first.getAttribute('data-ad-id');
    await field.press('Enter');
    await expectPath(page, `/ads/${adId}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    // Enter on the text searches it; the address names the query; it is remembered.
    field = await openSearchField(page, language);
    await field.fill(words.first);
    await field.press('Enter');
    await expectPath(page, '/search');
    await expectParam(page, 'q', words.first);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      fill(t.headingQuery, { query: words.first }),
    );
    await expect(resultCards(page).first()).toBeVisible();

    // The clear button empties the box.
    const pageField = searchField(page, 'search-page-input');
    await expect(pageField).toHaveValue(words.first);
    await page.getByRole('button', { name: t.box.clear }).click();
    await expect(pageField).toHaveValue('');
    await expect(pageField).toBeFocused();

    // A recent search matching what is typed is offered first, and picking it runs it.
    await pageField.fill(words.second);
    await pageField.press('Enter');
    await expectParam(page, 'q', words.second);
    field = await openSearchField(page, language);
    await field.pressSequentially(words.first.slice(0, 3), { delay: 40 });
    const recent = suggestionsPanel(page).getByTestId('suggestion-recent');
    await expect(recent).toHaveText([words.first]);
    await recent.click();
    await expectPath(page, '/search');
    await expectParam(page, 'q', words.first);

    // With the field empty the page lists them, newest first: remove one, then clear all.
    await page.goto('/search');
    const list = page.getByTestId('recent-search');
    await expect(list).toHaveText([words.first, words.second]);
    await expectNoSeriousAxeViolations(page);
    await searchShot(page, shotName('recent'));
    await page.getByRole('button', { name: fill(t.recent.remove, { query: words.second }) }).click();
    await expect(list).toHaveText([words.first]);
    await list.getByRole('button', { name: words.first, exact: true }).click();
    await expectParam(page, 'q', words.first);
    await page.goBack();
    await expectParam(page, 'q', null);
    await page.getByRole('button', { name: t.recent.clearAll }).click();
    await expect(page.getByTestId('search-start')).toContainText(t.recent.emptyTitle);
    expect(await page.evaluate(() => localStorage.getItem('recentSearches'))).toBe('[]');
    expect(consoleErrors).toEqual([]);
  });
}

test('search page: a city filter changes the results and the address, reload keeps it, Clear all resets (en)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const language = 'en';
  const { t, viewport, theme, consoleErrors, all } = await startResultsJourney(page, language, 'Toyota');
  const perCity = new Map<string, typeof all>();
  for (const ad of all) perCity.set(ad.city.slug, [...(perCity.get(ad.city.slug) ?? []), ad]);
  const [slug, inCity] = [...perCity.entries()].sort((a, b) => b[1].length - a[1].length)[0] ?? [];
  expect(inCity?.length).toBeLessThan(all.length);
  const cityName = inCity?.[0]?.city.name ?? '';

  await page.goto('/search?q=Toyota');
  await expect(resultCards(page)).toHaveCount(all.length);
  const panel = page.getByRole('region', { name: t.filters.heading });
  await panel.getByTestId('filter-cities').click();
  await page.getByRole('option', { name: cityName, exact: true }).click();
  await page.keyboard.press('Escape');
  await expect(panel.getByTestId('filter-cities')).toHaveText(cityName);
  await panel.getByRole('button', { name: t.filters.apply }).click();
  await expectParam(page, 'city', slug ?? '');
  await expectParam(page, 'q', 'Toyota');
  await expect(resultCards(page)).toHaveCount(inCity?.length ?? 0);
  for (const card of await resultCards(page).all()) await expect(card).toContainText(cityName);
  await expectNoSeriousAxeViolations(page);
  await searchShot(page, `filters-${language}-${theme}-${viewport.width}`);

  await page.reload();
  await expectParam(page, 'city', slug ?? '');
  await expect(resultCards(page)).toHaveCount(inCity?.length ?? 0);
  await expect(panel.getByTestId('filter-cities')).toHaveText(cityName);

  // The SPEC's /search?q=…&city=… names a city by name as well; values that make no sense are ignored.
  await page.goto(
    `/search?q=Toyota&city=${encodeURIComponent(cityName)},atlantis&min_price=abc&posted=yesterday&images=maybe`,
  );
  await expect(resultCards(page)).toHaveCount(inCity?.length ?? 0);
  await expect(panel.getByTestId('filter-cities')).toHaveText(cityName);

  await panel.getByRole('button', { name: t.filters.clearAll }).click();
  await expectParam(page, 'city', null);
  await expectParam(page, 'q', 'Toyota');
  await expect(resultCards(page)).toHaveCount(all.length);
  await expect(panel.getByTestId('filter-cities')).toHaveText(t.filters.anyCity);

  await page.goto('/search?q=zzqxvjw');
  await expect(page.getByTestId('search-empty')).toContainText(t.results.emptyTitle);
  expect(consoleErrors).toEqual([]);
});

test('search page: only events, in the phone dialog, changes the results and the address (uk)', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const language = 'uk';
  const { t, viewport, theme, consoleErrors, all } = await startResultsJourney(page, language, 'школ');
  const events = all.filter((ad) => ad.is_event);
  expect(events.length).toBeGreaterThan(0);
  expect(events.length).toBeLessThan(all.length);

  await page.goto('/search?q=школ');
  await expect(resultCards(page)).toHaveCount(all.length);
  await page.getByRole('button', { name: t.filters.open, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: t.filters.heading });
  await dialog.getByRole('checkbox', { name: t.filters.eventsOnly }).check();
  await expectNoSeriousAxeViolations(page);
  await searchShot(page, `filters-dialog-${language}-${theme}-${viewport.width}`);
  await dialog.getByRole('button', { name: t.filters.apply }).click();
  await expect(dialog).toBeHidden();
  await expectParam(page, 'events', '1');
  await expect(resultCards(page)).toHaveCount(events.length);
  const opener = page.getByRole('button', { name: fill(t.filters.openCount, { count: 1 }) });
  await expect(opener).toBeVisible();
  await searchShot(page, `events-${language}-${theme}-${viewport.width}`);

  await page.reload();
  await expectParam(page, 'events', '1');
  await expect(resultCards(page)).toHaveCount(events.length);

  // Back leaves the filter; Forward brings it again.
  await page.goBack();
  await expectParam(page, 'events', null);
  await expect(resultCards(page)).toHaveCount(all.length);
  await page.goForward();
  await expectParam(page, 'events', '1');

  await opener.click();
  await expect(dialog.getByRole('checkbox', { name: t.filters.eventsOnly })).toBeChecked();
  await dialog.getByRole('button', { name: t.filters.clearAll }).click();
  await expectParam(page, 'events', null);
  await expect(resultCards(page)).toHaveCount(all.length);

  await page.goto('/search?q=zzqxvjw&events=1');
  await expect(page.getByTestId('search-empty')).toContainText(t.results.emptyTitle);
  await page.getByRole('button', { name: t.results.clearFilters }).click();
  await expectParam(page, 'events', null);
  expect(consoleErrors).toEqual([]);
});
