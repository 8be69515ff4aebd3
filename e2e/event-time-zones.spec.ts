import { type Browser, expect as baseExpect, type Page } from '@playwright/test';
import * as adminCatalogApi from '../shared/api/admin-catalog';
import * as adsApi from '../shared/api/ads';
import * as catalogApi from '../shared/api/catalog';
import * as moderationApi from '../shared/api/moderation';
import { apiPath } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { fillRequired, formMessages, signedInToPost } from './ad-form-support';
import { journeyIn, originOf, test } from './auth-support';
import { catalogMessages, catalogRow, catalogShot, closeToast, fill, runMark } from './catalog-support';
import { eventCardOf, plainText, TAMPA_EVENT } from './events-support';
import { newAdminApi, signInByApi } from './people';
import { collectConsoleErrors, expectNoSeriousAxeViolations, startJourney, withPreferences } from './support';

// Event times live on their city's clocks: entered there and shown there, with the zone, whatever
// zone the reader's device is in.

const expect = baseExpect.configure({ timeout: 15_000 });

type Look = { viewport: { width: number; height: number }; theme: 'light' | 'dark' };

/** A browser whose clock is in `timeZoneId`, with its own client address for the server's limits. */
async function deviceIn(browser: Browser, timeZoneId: string, language: Language, look: Look) {
  const address = `10.88.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;
  const context = await browser.newContext({
    timezoneId: timeZoneId,
    viewport: look.viewport,
    extraHTTPHeaders: { 'x-forwarded-for': address },
  });
  const page = await context.newPage();
  await withPreferences(page, { language, theme: look.theme });
  return { context, page };
}

const deviceZone = (page: Page) => page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);

for (const language of ['uk', 'en'] as const) {
  const { viewport, other, theme, otherTheme } = journeyIn(language);
  const f = formMessages[language];
  const shown = TAMPA_EVENT.shown[language];
  const c = catalogMessages[language];

  test(`event times: a Tampa event is entered and shown on Tampa's clocks in Kyiv and Los Angeles (${language})`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    // A person whose device is in Kyiv posts an event in Tampa, typing Tampa's time.
    const kyiv = await deviceIn(browser, 'Europe/Kyiv', language, { viewport, theme });
    const page = kyiv.page;
    const consoleErrors = collectConsoleErrors(page);
    const { category, city } = await signedInToPost(page, { language, viewport, theme });
    expect(city.name).toBe('Tampa');
    // Chromium's ICU names Kyiv by its older spelling.
    expect(await deviceZone(page)).toMatch(/^Europe\/Ki(y|e)v$/);
    await page.goto('/post-ad');
    const title = `Bake sale ${language} ${runMark()}`;
    await fillRequired(page, language, { title, category, city });
    await page.getByRole('switch', { name: f.fields.isEvent }).check();
    const zoneHint = page.getByTestId('event-zone');
    await expect(zoneHint).toContainText(language === 'uk' ? 'Тампа' : 'Tampa');
    await expect(zoneHint).toContainText('America/New_York');
    await expect(page.getByLabel(f.fields.eventDate)).toHaveAccessibleDescription(/America\/New_York/);
    await page.getByLabel(f.fields.eventDate).fill(TAMPA_EVENT.start);
    await page.getByLabel(f.fields.eventEndDate).fill(TAMPA_EVENT.end);
    await expectNoSeriousAxeViolations(page);
    await zoneHint.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: `e2e/screenshots/event-zone-form-${language}-${theme}-${viewport.width}.png`,
    });
    const created = page.waitForResponse(
      (r) => r.url().endsWith(apiPath(adsApi.createAd)) && r.request().method() === 'POST',
    );
    await page.getByTestId('ad-submit').click();
    const sent = (await created).request().postDataJSON() as { event_date: string; event_end_date: string };
    // The form sends Tampa's offset, not Kyiv's; the API keeps the instant.
    expect([sent.event_date, sent.event_end_date]).toEqual([
      '2031-05-17T11:00:00-04:00',
      '2031-05-17T16:00:00-04:00',
    ]);
    const { id } = (await (await created).json()) as { id: string };
    const saved = (await (
      await page.request.get(apiPath(adsApi.getAd, { params: { id } }))
    ).json()) as Record<string, unknown>;
    expect(saved).toMatchObject(TAMPA_EVENT.instants);
    // My Ads lists it with Tampa's time.
    const row = page.getByTestId('my-ad').filter({ hasText: title });
    await expect(row).toBeVisible();
    expect(await plainText(row)).toContain(shown.start);

    const admin = await newAdminApi(baseURL ?? '');
    const approved = await admin.patch(apiPath(moderationApi.moderateAd, { params: { id } }), {
      data: { status: 'approved' },
    });
    expect(approved.status()).toBe(200);

    // Readers in Kyiv and in Los Angeles, at both widths, read the same Tampa times and zone.
    const la = await deviceIn(browser, 'America/Los_Angeles', language, {
      viewport: other,
      theme: otherTheme,
    });
    expect(await deviceZone(la.page)).toBe('America/Los_Angeles');
    const seen: string[][] = [];
    for (const [reader, name] of [
      [page, `kyiv-${theme}-${viewport.width}`],
      [la.page, `los-angeles-${otherTheme}-${other.width}`],
    ] as const) {
      await reader.goto(`/ads/${id}`);
      await expect(reader.getByRole('heading', { level: 1 })).toHaveText(title);
      const start = await plainText(reader.getByTestId('ad-fact-start').locator('dd'));
      const end = await plainText(reader.getByTestId('ad-fact-end').locator('dd'));
      await reader.screenshot({ path: `e2e/screenshots/event-zone-ad-${language}-${name}.png` });
      await reader.goto('/events?city=tampa');
      const card = await eventCardOf(reader, id);
      await card.scrollIntoViewIfNeeded();
      const range = await plainText(card.getByTestId('event-when'));
      await expectNoSeriousAxeViolations(reader);
      await reader.screenshot({ path: `e2e/screenshots/event-zone-card-${language}-${name}.png` });
      seen.push([start, end, range]);
    }
    expect(seen).toEqual([
      [shown.start, shown.end, shown.range],
      [shown.start, shown.end, shown.range],
    ]);
    expect(consoleErrors).toEqual([]);

    const removed = await admin.delete(apiPath(adsApi.deleteAd, { params: { id } }));
    expect(removed.status()).toBe(204);
    await admin.dispose();
    await la.context.close();
    await kyiv.context.close();
  });

  test(`admin sets a city's time zone, refused when it is not one (${language})`, async ({ page }) => {
    test.setTimeout(120_000);
    const consoleErrors = await startJourney(page, { viewport, language, theme }, '/');
    await signInByApi(page, 'admin');
    const mark = runMark();
    const made = await page.request.post(apiPath(adminCatalogApi.createCity), {
      data: { name: `Naples ${mark}`, name_uk: `Неаполь ${mark}` },
      headers: originOf(page),
    });
    expect(made.status()).toBe(201);
    const city = (await made.json()) as { id: string; slug: string; time_zone: string };
    // Without one, the site's zone.
    expect(city.time_zone).toBe('America/New_York');
    const name = language === 'uk' ? `Неаполь ${mark}` : `Naples ${mark}`;

    await page.goto('/admin/cities');
    const row = catalogRow(page, city.slug);
    await expect(row.getByTestId('city-zone')).toHaveText('America/New_York');
    await row.getByRole('button', { name: fill(c.actions.edit, { name }) }).click();
    const dialog = page.getByRole('dialog', { name: c.cities.form.editTitle });
    const zone = dialog.getByRole('combobox', { name: c.cities.form.timeZone });
    await expect(zone).toHaveValue('America/New_York');
    await zone.fill('Mars/Olympus_Mons');
    await dialog.getByTestId('catalog-form-submit').click();
    await expect(dialog.getByText(c.fieldErrors.timeZoneInvalid)).toBeVisible();
    await zone.fill('chicago');
    await page.getByRole('option', { name: 'America/Chicago', exact: true }).click();
    await expect(zone).toHaveValue('America/Chicago');
    await expect(dialog).toContainText(
      fill(c.cities.form.timeZoneNow, { now: '' }).replace(/\.$/, '').trim(),
    );
    await expectNoSeriousAxeViolations(page);
    await catalogShot(page, `admin-city-zone-${language}-${theme}-${viewport.width}`, false);
    await dialog.getByTestId('catalog-form-submit').click();
    await closeToast(page, c.cities.toast.updated, journeyIn(language).t.a11y.closeNotification);
    await expect(row.getByTestId('city-zone')).toHaveText('America/Chicago');
    const cities = (await (await page.request.get(apiPath(catalogApi.listCities))).json()) as {
      items: (typeof city)[];
    };
    expect(cities.items.find((item) => item.id === city.id)?.time_zone).toBe('America/Chicago');

    // The other width shows it on the city's card.
    await page.setViewportSize(other);
    await page.evaluate((value) => localStorage.setItem('theme', value), otherTheme);
    await page.reload();
    await expect(row.getByTestId('city-zone')).toHaveText('America/Chicago');
    await expectNoSeriousAxeViolations(page);
    await catalogShot(page, `admin-city-zone-list-${language}-${otherTheme}-${other.width}`);

    const removed = await page.request.delete(
      apiPath(adminCatalogApi.deleteCity, { params: { id: city.id } }),
      { headers: originOf(page) },
    );
    expect(removed.status()).toBe(200);
    expect(consoleErrors).toEqual([]);
  });
}
