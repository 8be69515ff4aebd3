import { expect as baseExpect, type Page } from '@playwright/test';
import * as adminCatalogApi from '../shared/api/admin-catalog';
import * as eventsApi from '../shared/api/events';
import { apiPath } from '../shared/api/operation';
import { adDetail as enAdDetail } from '../shared/i18n/en/ad-detail';
import { adDetail as ukAdDetail } from '../shared/i18n/uk/ad-detail';
import { journeyIn, test } from './auth-support';
import {
  citiesFromApi,
  cityName,
  eventsFromApi,
  eventsMessages,
  eventsShot,
  shownIds,
} from './events-support';
import { newAdminApi } from './people';
import { collectConsoleErrors, expectNoSeriousAxeViolations, withPreferences } from './support';

const expect = baseExpect.configure({ timeout: 15_000 });
const adDetailMessages = { en: enAdDetail, uk: ukAdDetail };

/**
 * Other journeys post events on 17 May 2031 and delete them while this one looks, so a page loaded
 * before such a change still shows (or lacks) one of them. The demo's events, all before 2031 and so
 * ahead of theirs, are compared: the cards begin with the API's first `count` of them, in its order.
 * The API is read again with each look.
 */
const isDemoEvent = (ad: { event_date: string | null }) => (ad.event_date ?? '') < '2031';
const expectShownAsApi = (page: Page, when: 'upcoming' | 'past', count: number, city?: string) =>
  expect(async () => {
    const events = await eventsFromApi(page.request, when, city);
    const demo = events.slice(0, count).filter(isDemoEvent);
    const shown = await shownIds(page);
    expect(shown.slice(0, demo.length)).toEqual(demo.map((ad) => ad.id));
    // The count says how many cards there are (a city has fewer than a page).
    if (city)
      await expect(page.getByTestId('events-count')).toContainText(String(shown.length), { timeout: 2000 });
  }).toPass({ timeout: 15_000 });

for (const language of ['uk', 'en'] as const) {
  const { viewport, other, theme, otherTheme } = journeyIn(language);
  const t = eventsMessages[language];

  test(`events: upcoming and past lists, city filter, calendar file and feed (${language})`, async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const consoleErrors = collectConsoleErrors(page);
    await page.setViewportSize(viewport);
    await withPreferences(page, { language, theme });
    const upcoming = await eventsFromApi(page.request, 'upcoming');
    const past = await eventsFromApi(page.request, 'past');
    // The demo data puts events on both sides of today.
    expect(upcoming.length).toBeGreaterThan(2);
    expect(past.length).toBeGreaterThan(2);

    // Upcoming, soonest first: the same events in the same order as the API.
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
    await expect(page.getByRole('tab', { name: t.tabs.upcoming })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await expectShownAsApi(page, 'upcoming', 24);
    const starts = upcoming.map((ad) => Date.parse(ad.event_date ?? ''));
    expect(starts).toEqual([...starts].sort((a, b) => a - b));
    const first = page.getByTestId('event-card').first();
    await expect(first.getByRole('heading', { level: 2 })).toHaveText(upcoming[0]?.title ?? '');
    await expect(first.getByTestId('event-when')).toHaveAttribute('datetime', upcoming[0]?.event_date ?? '');
    await expect(first.getByTestId('event-when')).not.toBeEmpty();
    await expectNoSeriousAxeViolations(page);
    await eventsShot(page, `upcoming-${language}-${theme}-${viewport.width}`);
    // More than a page: "Show more" brings the rest, in order.
    expect(upcoming.length).toBeGreaterThan(24);
    await page.getByTestId('events-more').click();
    await expectShownAsApi(page, 'upcoming', 48);

    // Past, most recently ended first; the choice is in the URL.
    await page.getByRole('tab', { name: t.tabs.past }).click();
    await expect(page).toHaveURL(/[?&]when=past/);
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await expectShownAsApi(page, 'past', 24);
    await expect(page.getByTestId('event-moment').first()).toHaveText(t.when.ended);
    await expectNoSeriousAxeViolations(page);

    // One city: the list and the URL change; only that city's events.
    const cities = await citiesFromApi(page.request);
    const busiest = upcoming[0]?.city.slug ?? '';
    const city = cities.find((c) => c.slug === busiest);
    if (!city) throw new Error('no city for the first upcoming event');
    const cityUpcoming = await eventsFromApi(page.request, 'upcoming', city.slug);
    await page.getByRole('tab', { name: t.tabs.upcoming }).click();
    // As a person would: the list has switched before the city is chosen (two URL changes within one
    // render keep only the second).
    await expect(page.getByRole('tab', { name: t.tabs.upcoming })).toHaveAttribute('aria-selected', 'true');
    await expect(page).not.toHaveURL(/[?&]when=past/);
    await page.getByTestId('events-city').click();
    await page.getByRole('option', { name: cityName(city, language), exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]city=${city.slug}(&|$)`));
    // The city's events and how many there are (fewer than one page).
    await expectShownAsApi(page, 'upcoming', 24, city.slug);
    expect(cityUpcoming.length).toBeLessThan(upcoming.length);

    // A new city, with no events yet, shows the empty states in the reader's language.
    const admin = await newAdminApi(baseURL ?? '');
    const mark = `${Date.now().toString(36)}${language}`;
    const created = await admin.post(apiPath(adminCatalogApi.createCity), {
      data: { name: `Quiet Springs ${mark}`, name_uk: `Тихі Джерела ${mark}` },
    });
    expect(created.status()).toBe(201);
    const quiet = (await created.json()) as { id: string; slug: string };
    await page.goto(`/events?city=${quiet.slug}`);
    await expect(page.getByTestId('events-empty')).toContainText(t.empty.upcomingTitle);
    await expect(page.getByTestId('events-city')).toHaveText(
      `${language === 'uk' ? 'Тихі Джерела' : 'Quiet Springs'} ${mark}`,
    );
    await page.getByRole('tab', { name: t.tabs.past }).click();
    await expect(page.getByTestId('events-empty')).toContainText(t.empty.pastTitle);
    await expectNoSeriousAxeViolations(page);
    await eventsShot(page, `empty-${language}-${theme}-${viewport.width}`);
    expect(
      (await admin.delete(apiPath(adminCatalogApi.deleteCity, { params: { id: quiet.id } }))).status(),
    ).toBe(200);
    await admin.dispose();
    await page.goto(`/events?city=${city.slug}`);

    // "Add to calendar" downloads the event's .ics file.
    const card = page.getByTestId('event-card').first();
    const ad = cityUpcoming[0];
    if (!ad) throw new Error('the city has no upcoming event');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByTestId('add-to-calendar').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const href = (await card.getByTestId('add-to-calendar').getAttribute('href')) ?? '';
    const file = await page.request.get(href);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    const ics = (await file.text()).replace(/\r\n /g, '');
    expect(ics).toContain(`UID:${ad.id}@127.0.0.1`);
    expect(ics).toContain(`LOCATION:${cityName(city, language)}`);

    // "Subscribe": the city's feed, as webcal:// and as a copyable https address.
    await page.getByTestId('events-subscribe').click();
    const dialog = page.getByRole('dialog', { name: t.subscribe.title });
    await expect(dialog).toBeVisible();
    const feed = `${baseURL}${apiPath(eventsApi.getEventFeed, { query: { city: city.slug, lang: language } })}`;
    await expect(dialog.getByTestId('subscribe-url')).toHaveValue(feed);
    // Browsers and calendar tools find the same feed from the page's head.
    await expect(page.locator('head link[rel="alternate"][type="text/calendar"]')).toHaveAttribute(
      'href',
      feed,
    );
    await expect(dialog.getByTestId('subscribe-webcal')).toHaveAttribute(
      'href',
      feed.replace(/^http:/, 'webcal:'),
    );
    const feedText = (await (await page.request.get(feed)).text()).replace(/\r\n /g, '');
    expect(feedText).toContain(`UID:${ad.id}@127.0.0.1`);
    expect(feedText).toContain('X-WR-CALNAME:');
    await expectNoSeriousAxeViolations(page);
    await eventsShot(page, `subscribe-${language}-${theme}-${viewport.width}`);
    await dialog.getByRole('button', { name: t.subscribe.close }).click();

    // The other width and theme.
    await page.setViewportSize(other);
    await page.evaluate((value) => localStorage.setItem('theme', value), otherTheme);
    await page.reload();
    await expect(page.getByTestId('event-card').first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await eventsShot(page, `city-${language}-${otherTheme}-${other.width}`);

    // The ad page of an event offers the same download.
    await page.goto(`/ads/${ad.id}`);
    await expect(page.getByTestId('add-to-calendar')).toHaveAttribute('href', href);
    await eventsShot(page, `ad-page-${language}-${otherTheme}-${other.width}`);

    // An ended event's page stays as history (docs/decisions/035): it says so, with nothing on offer.
    const ended = past[0];
    if (!ended) throw new Error('no past event');
    await page.goto(`/ads/${ended.id}`);
    await expect(page.getByTestId('event-ended-notice')).toContainText(
      adDetailMessages[language].notice.endedTitle,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(ended.title);
    await expect(page.locator('#ad-contact-heading')).toHaveCount(0);
    await expect(page.getByTestId('add-to-calendar')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await eventsShot(page, `ended-${language}-${otherTheme}-${other.width}`);
    expect(consoleErrors).toEqual([]);
  });
}
