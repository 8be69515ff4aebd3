import type { Language } from '../../../../shared/constants';

/** One event's .ics download (LOCATION names the city in `language`). */
export const eventFileHref = (adId: string, language: Language) =>
  `/api/v1/ads/${encodeURIComponent(adId)}/event.ics?lang=${language}`;

/** The https address of the upcoming-events feed of a city (every city without one). */
export function feedUrl(origin: string, language: Language, citySlug?: string): string {
  const query = new URLSearchParams(citySlug ? { city: citySlug, lang: language } : { lang: language });
  return `${origin}/api/v1/events.ics?${query}`;
}

/** The same feed for calendar apps: webcal:// asks the system to subscribe rather than download. */
export const webcalUrl = (httpsUrl: string) => httpsUrl.replace(/^https?:\/\//, 'webcal://');
