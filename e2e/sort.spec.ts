import type { Page } from '@playwright/test';
import * as adsApi from '../shared/api/ads';
import { apiPath } from '../shared/api/operation';
import * as searchApi from '../shared/api/search';
import type { Language } from '../shared/constants';
import type { ListTotal } from '../shared/schemas/ads';
import { journeyIn, test } from './auth-support';
import { cityIdOf, plural } from './catalog-support';
import { expect, expectParam, resultCards, searchShot } from './search-support';
import { expectNoSeriousAxeViolations, messages, startJourney } from './support';

// The sort control beside a list's count: on /search and on a city's listing, in both languages at both
// widths (the listing at the language's own width, /search at the other; uk dark, en light). Choosing
// an order changes the address and the cards; a reload keeps both.

const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-US' };

/** "1,234 ads" / "1 234 оголошення", as the page words the API's total. */
function totalText(language: Language, total: ListTotal) {
  const number = new Intl.NumberFormat(LOCALES[language]).format(total.count);
  return plural(messages[language].adsTotal, total.exact ? 'exact' : 'about', total.count, language, {
    number,
  });
}

/** The ids the API gives for a list's first page in an order, and its total. */
async function firstPage(page: Page, path: string) {
  const res = await page.request.get(path);
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { items: { id: string }[]; total: ListTotal };
  return { ids: body.items.map((ad) => ad.id), total: body.total };
}

const cardIds = (page: Page) =>
  resultCards(page).evaluateAll((cards) => cards.map((card) => card.getAttribute('data-ad-id')));

/** Picks an order from the sort control by its label; waits for the address to name it. */
async function chooseSort(page: Page, language: Language, sort: Sort) {
  await page.getByTestId('sort-select').click();
  await page.getByRole('option', { name: messages[language].sort[sort], exact: true }).click();
  await expectParam(page, 'sort', sort === 'newest' ? null : sort);
}

/** The cards, in order, are the API's first page (a first load on a busy machine can take a while). */
async function expectCards(page: Page, ids: string[]) {
  await expect.poll(() => cardIds(page), { timeout: 30_000 }).toEqual(ids);
}

type Sort = 'newest' | 'price_asc' | 'price_desc' | 'relevant';
type Order = Awaited<ReturnType<typeof firstPage>>;

/** The page shows this order: its cards, the count, the control naming it. */
async function expectOrder(page: Page, language: Language, sort: Sort, order: Order, countId: string) {
  await expectCards(page, order.ids);
  await expect(page.getByTestId(countId)).toHaveText(totalText(language, order.total));
  await expect(page.getByTestId('sort-select')).toHaveText(messages[language].sort[sort]);
}

/** The journey's language and theme at its own width (or the other one), on `path`; the console watched. */
async function openIn(page: Page, language: Language, path: string, width: 'own' | 'other') {
  test.setTimeout(180_000);
  const look = journeyIn(language);
  const { theme } = look;
  const viewport = width === 'own' ? look.viewport : look.other;
  const consoleErrors = await startJourney(page, { viewport, language, theme }, path);
  return { consoleErrors, shot: (part: string) => `sort-${part}-${language}-${theme}-${viewport.width}` };
}

/** Chooses `sort`, sees its cards, checks the page (axe, a screenshot), reloads and sees the same. */
async function chooseAndReload(page: Page, language: Language, sort: Sort, order: Order, countId: string) {
  await chooseSort(page, language, sort);
  await expectOrder(page, language, sort, order, countId);
  await expectNoSeriousAxeViolations(page);
  await page.reload();
  await expectParam(page, 'sort', sort);
  await expectOrder(page, language, sort, order, countId);
}

for (const language of ['uk', 'en'] as const) {
  const t = messages[language];

  test(`sort on a city's listing: the address, the cards and the count; a reload keeps it (${language})`, async ({
    page,
  }) => {
    const { consoleErrors, shot } = await openIn(page, language, '/tampa', 'own');
    const cityId = await cityIdOf(page, 'tampa');
    const api = (sort: Sort) => firstPage(page, apiPath(adsApi.listAds, { query: { city: cityId, sort } }));

    const newest = await api('newest');
    await expectOrder(page, language, 'newest', newest, 'listing-count');
    const cheapest = await api('price_asc');
    expect(cheapest.ids).not.toEqual(newest.ids);
    await chooseAndReload(page, language, 'price_asc', cheapest, 'listing-count');
    await searchShot(page, shot('listing'));

    await chooseSort(page, language, 'price_desc');
    await expectCards(page, (await api('price_desc')).ids);
    // Back returns to the previous order.
    await page.goBack();
    await expectParam(page, 'sort', 'price_asc');
    await expectCards(page, cheapest.ids);
    // Relevance needs a question: a listing does not offer it.
    await page.getByTestId('sort-select').click();
    await expect(page.getByRole('option')).toHaveText([t.sort.newest, t.sort.price_asc, t.sort.price_desc]);
    await page.keyboard.press('Escape');
    expect(consoleErrors).toEqual([]);
  });

  test(`sort on /search: newest first by default, then by price and relevance; a reload keeps it (${language})`, async ({
    page,
  }) => {
    const word = language === 'uk' ? 'квартир' : 'Honda';
    const { consoleErrors, shot } = await openIn(
      page,
      language,
      `/search?q=${encodeURIComponent(word)}`,
      'other',
    );
    const api = (sort: Sort) =>
      firstPage(page, apiPath(searchApi.searchAds, { query: { q: word, limit: 24, sort } }));

    const newest = await api('newest');
    expect(newest.ids.length).toBeGreaterThan(2);
    await expectOrder(page, language, 'newest', newest, 'search-count');
    const dearest = await api('price_desc');
    expect(dearest.ids).not.toEqual(newest.ids);
    await chooseAndReload(page, language, 'price_desc', dearest, 'search-count');
    await expectParam(page, 'q', word);
    await searchShot(page, shot('search'));

    await chooseSort(page, language, 'relevant');
    await expectCards(page, (await api('relevant')).ids);
    await chooseSort(page, language, 'newest');
    await expectCards(page, newest.ids);
    expect(consoleErrors).toEqual([]);
  });
}
