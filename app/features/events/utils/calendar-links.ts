import * as eventsApi from '../../../../shared/api/events';
import { apiPath } from '../../../../shared/api/operation';
import type { Language } from '../../../../shared/constants';

/** One event's .ics download (LOCATION names the city in `language`). */
export const eventFileHref = (adId: string, language: Language) =>
  apiPath(eventsApi.getEventFile, { params: { id: adId }, query: { lang: language } });

/** The https address of the upcoming-events feed of a city (every city without one). */
export function feedUrl(origin: string, language: Language, citySlug?: string): string {
  return `${origin}${apiPath(eventsApi.getEventFeed, { query: { city: citySlug, lang: language } })}`;
}

/** The same feed for calendar apps: webcal:// asks the system to subscribe rather than download. */
export const webcalUrl = (httpsUrl: string) => httpsUrl.replace(/^https?:\/\//, 'webcal://');
