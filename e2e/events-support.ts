import type { APIRequestContext, Page } from '@playwright/test';
import type { Language } from '../shared/constants';
import { events as enEvents } from '../shared/i18n/en/events';
import { events as ukEvents } from '../shared/i18n/uk/events';
import type { AdPage, PublicAd } from '../shared/schemas/ads';
import type { City } from '../shared/schemas/catalog';
import type { EventList } from '../shared/schemas/events';

// What the events journeys (events.spec.ts) read: their texts, the lists as the API gives them.

export const eventsMessages = { en: enEvents, uk: ukEvents };

/** The whole list as the API answers it (the demo data holds well under 100 events per list). */
export async function eventsFromApi(request: APIRequestContext, when: EventList, city?: string) {
  const res = await request.get('/api/v1/events', {
    params: { when, limit: 100, ...(city ? { city } : {}) },
  });
  if (res.status() !== 200) throw new Error(`GET /api/v1/events answered ${res.status()}`);
  return ((await res.json()) as AdPage).items as PublicAd[];
}

export async function citiesFromApi(request: APIRequestContext): Promise<City[]> {
  return ((await (await request.get('/api/v1/cities')).json()) as { items: City[] }).items;
}

/** The ids of the event cards shown, in order. */
export const shownIds = (page: Page) =>
  page.getByTestId('event-card').evaluateAll((cards) => cards.map((card) => card.getAttribute('data-ad-id')));

export const cityName = (city: City, language: Language) =>
  language === 'uk' && city.name_uk ? city.name_uk : city.name;

export const eventsShot = (page: Page, name: string) =>
  page.screenshot({ path: `e2e/screenshots/events-${name}.png`, fullPage: false });
