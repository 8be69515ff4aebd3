import type { APIRequestContext, Locator, Page } from '@playwright/test';
import * as catalogApi from '../shared/api/catalog';
import * as eventsApi from '../shared/api/events';
import { apiPath } from '../shared/api/operation';
import type { Language } from '../shared/constants';
import { events as enEvents } from '../shared/i18n/en/events';
import { events as ukEvents } from '../shared/i18n/uk/events';
import type { AdPage } from '../shared/schemas/ads';
import type { City } from '../shared/schemas/catalog';
import type { EventList } from '../shared/schemas/events';

// What the events journeys (events.spec.ts) read: their texts, the lists as the API gives them.

export const eventsMessages = { en: enEvents, uk: ukEvents };

/** The whole list as the API answers it (the demo data holds well under 100 events per list). */
export async function eventsFromApi(request: APIRequestContext, when: EventList, city?: string) {
  const res = await request.get(apiPath(eventsApi.listEvents), {
    params: { when, limit: 100, ...(city ? { city } : {}) },
  });
  if (res.status() !== 200) throw new Error(`GET ${apiPath(eventsApi.listEvents)} answered ${res.status()}`);
  return ((await res.json()) as AdPage).items;
}

export async function citiesFromApi(request: APIRequestContext): Promise<City[]> {
  return ((await (await request.get(apiPath(catalogApi.listCities))).json()) as { items: City[] }).items;
}

/** The ids of the event cards shown, in order. */
export const shownIds = (page: Page) =>
  page.getByTestId('event-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-ad-id')));

export const cityName = (city: City, language: Language) =>
  language === 'uk' && city.name_uk ? city.name_uk : city.name;

export const eventsShot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/events-${name}.png`, fullPage: false });

/**
 * How the app writes the Tampa journey event (17 May 2031, 11:00–16:00 in Tampa) on any device: its
 * start and end (ad page, My Ads) and its range (event card). Intl's narrow spaces read as plain ones.
 */
export const TAMPA_EVENT = {
  start: '2031-05-17T11:00',
  end: '2031-05-17T16:00',
  instants: { event_date: '2031-05-17T15:00:00.000Z', event_end_date: '2031-05-17T20:00:00.000Z' },
  shown: {
    en: {
      start: 'May 17, 2031, 11:00 AM EDT',
      end: 'May 17, 2031, 4:00 PM EDT',
      range: 'Sat, May 17, 2031, 11:00 AM – 4:00 PM EDT',
    },
    uk: {
      start: '17 трав. 2031 р., 11:00 GMT-4',
      end: '17 трав. 2031 р., 16:00 GMT-4',
      range: 'сб, 17 трав. 2031 р., 11:00–16:00 GMT-4',
    },
  },
} as const;

/** An element's text with every kind of space as a plain one. */
export const plainText = async (locator: Locator) =>
  ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

/** The event's card on /events, pressing "Show more" until it is there. */
export async function eventCardOf(page: Page, id: string): Promise<Locator> {
  const card = page.locator(`[data-testid="event-card"][data-ad-id="${id}"]`);
  await page.getByTestId('event-card').first().waitFor();
  for (let pages = 0; pages < 20 && (await card.count()) === 0; pages++) {
    const before = await page.getByTestId('event-card').count();
    await page.getByTestId('events-more').click();
    await page.waitForFunction(
      (n) => document.querySelectorAll('[data-testid="event-card"]').length > n,
      before,
    );
  }
  return card;
}
