import type { Language } from '../../../shared/constants';
import { events as enEvents } from '../../../shared/i18n/en/events';
import { ui as enUi } from '../../../shared/i18n/en/ui';
import { events as ukEvents } from '../../../shared/i18n/uk/events';
import { ui as ukUi } from '../../../shared/i18n/uk/ui';
import { type CalendarEvent, calendarText } from '../../calendar/vcalendar';
import type { Env } from '../../env';
import { plainText } from '../../seo/html';
import type { AdRow } from '../ads/ad-query';
import type { CityRow } from '../catalog/list-cities';

/** An event without an end lasts this long in calendars (RFC 5545 would make it last no time at all). */
export const DEFAULT_EVENT_MINUTES = 60;
/** How often subscribers fetch the feed again; also its HTTP cache lifetime is a quarter of it. */
export const FEED_REFRESH_MINUTES = 60;

const texts = { en: { events: enEvents, ui: enUi }, uk: { events: ukEvents, ui: ukUi } };
const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

const cityName = (city: Pick<CityRow, 'name' | 'nameUk'>, language: Language) =>
  language === 'uk' && city.nameUk ? city.nameUk : city.name;

/** The same for one ad in its download and in every feed: its id at the site's host name. */
export const eventUid = (adId: string, baseUrl: string) => `${adId}@${new URL(baseUrl).hostname}`;

/**
 * One event ad as a VEVENT. Only public fields: the address is a contact detail (DESIGN: never to
 * visitors, and anyone may download this), so LOCATION names the city.
 */
export function calendarEvent(row: AdRow, baseUrl: string, language: Language): CalendarEvent {
  const { ad } = row;
  if (!ad.eventDate) throw new Error(`ad ${ad.id} has no event date`);
  const url = `${baseUrl}/ads/${ad.id}`;
  const text = plainText(ad.description);
  return {
    uid: eventUid(ad.id, baseUrl),
    start: ad.eventDate,
    end: ad.eventEndDate ?? new Date(ad.eventDate.getTime() + DEFAULT_EVENT_MINUTES * 60_000),
    summary: ad.title,
    description: text ? `${text}\n\n${url}` : url,
    location: cityName(row.city, language),
    url,
    lastModified: ad.updatedAt,
  };
}

/**
 * One event's .ics file. Its times are UTC instants; X-WR-TIMEZONE names its city's zone, which
 * calendar apps that read it show them in (the others use the reader's own).
 */
export function eventFile(row: AdRow, env: Env, language: Language): string {
  return calendarText([calendarEvent(row, env.baseUrl, language)], { timeZone: row.city.timeZone });
}

/**
 * A subscribable feed of a city's upcoming events, in its zone, or of every city's, in the site's;
 * named in `language`.
 */
export function eventFeed(rows: AdRow[], env: Env, language: Language, city?: CityRow): string {
  const t = texts[language];
  const site = t.ui.app.name;
  const name = city
    ? fill(t.events.calendar.nameCity, { site, city: cityName(city, language) })
    : fill(t.events.calendar.name, { site });
  return calendarText(
    rows.map((row) => calendarEvent(row, env.baseUrl, language)),
    { name, timeZone: city?.timeZone ?? env.SITE_TIME_ZONE, refreshMinutes: FEED_REFRESH_MINUTES },
  );
}
