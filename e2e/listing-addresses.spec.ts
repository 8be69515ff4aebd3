import type { Page } from '@playwright/test';
import { categoryPages as enPages } from '../shared/i18n/en/category-pages';
import { categoryPages as ukPages } from '../shared/i18n/uk/category-pages';
import { expectPath, journeyIn, test } from './auth-support';
import { fill } from './catalog-support';
import {
  collectConsoleErrors,
  patientExpect as expect,
  expectNoSeriousAxeViolations,
  withPreferences,
} from './support';

// A city or category named in the address in either language (/Київ, /Kyiv/Нерухомість) opens its
// page at its one address (/kyiv/real-estate), and a category's page opens with its own description,
// which is also the page's meta description.

const pages = { en: enPages, uk: ukPages };
const KYIV = { en: 'Kyiv', uk: 'Київ' };
const REAL_ESTATE = { en: 'Real Estate', uk: 'Нерухомість' };
const shots = 'e2e/screenshots';

const metaDescription = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

for (const language of ['uk', 'en'] as const) {
  const { t, viewport, other, theme } = journeyIn(language);

  test(`/Київ opens Kyiv at both widths and a category opens with its description (${language})`, async ({
    page,
  }) => {
    const consoleErrors = collectConsoleErrors(page);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    const heading = page.getByRole('heading', { level: 1 });

    // Typed or followed as a link: the server sends the name on to the slug.
    await page.goto('/Київ');
    await expectPath(page, '/kyiv');
    await expect(heading).toHaveText(fill(t.listing.heading, { city: KYIV[language] }));
    await expect(page.getByText(t.listing.subtitle, { exact: true })).toBeVisible();

    // The category chip: its page opens with SPEC's description as the intro and in the head.
    await page
      .getByTestId('category-nav')
      .getByRole('link', { name: REAL_ESTATE[language], exact: true })
      .click();
    await expectPath(page, '/kyiv/real-estate');
    const intro = pages[language].descriptions['real-estate'];
    await expect(heading).toHaveText(
      fill(t.listing.headingCategory, { category: REAL_ESTATE[language], city: KYIV[language] }),
    );
    await expect(page.getByText(intro, { exact: true })).toBeVisible();
    await expect.poll(() => metaDescription(page)).toBe(intro);
    await page.screenshot({ path: `${shots}/address-category-${language}-${theme}-${viewport.width}.png` });
    await expectNoSeriousAxeViolations(page);

    // Leaving the category: the city page's own line again, and the category's text leaves the head.
    await page.getByTestId('category-nav').getByRole('link', { name: t.listing.all, exact: true }).click();
    await expectPath(page, '/kyiv');
    await expect(page.getByText(t.listing.subtitle, { exact: true })).toBeVisible();
    await expect.poll(() => metaDescription(page)).not.toBe(intro);

    // At the other width: /Київ again, then both names in the other language, with the query kept;
    // then the SPA's own lookup (a path it is handed without the server, as by the browser's history).
    await page.setViewportSize(other);
    await page.goto('/Київ');
    await expectPath(page, '/kyiv');
    await expect(heading).toHaveText(fill(t.listing.heading, { city: KYIV[language] }));
    await page.screenshot({ path: `${shots}/address-city-${language}-${theme}-${other.width}.png` });
    await page.goto(`/Kyiv/Нерухомість?lang=${language}`);
    await expect
      .poll(() => new URL(page.url()).pathname + new URL(page.url()).search)
      .toBe(`/kyiv/real-estate?lang=${language}`);
    await expect(page.getByText(intro, { exact: true })).toBeVisible();
    await page.evaluate(() => {
      history.pushState(null, '', '/%D0%9A%D0%98%D0%87%D0%92/vehicles');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await expectPath(page, '/kyiv/vehicles');
    await expect(page.getByText(pages[language].descriptions.vehicles, { exact: true })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
}
