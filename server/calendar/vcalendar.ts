import { escapeText, icalDocument, utcDateTime } from './ical-text';

/** What one VEVENT says; `end` is always set (see defaultEventEnd). */
export interface CalendarEvent {
  uid: string;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
  lastModified: Date;
}

export interface CalendarOptions {
  /** X-WR-CALNAME: shown by calendar apps as the subscribed calendar's name (feeds only). */
  name?: string;
  /** X-WR-TIMEZONE: the zone apps show the (UTC) times in by default. */
  timeZone: string;
  /** How often a subscriber should fetch the feed again, in minutes (feeds only). */
  refreshMinutes?: number;
}

export const PRODUCT_ID = '-//Hromada//Events//EN';

/** 90 → PT1H30M */
function duration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`;
}

function eventLines(event: CalendarEvent): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    // No METHOD: DTSTAMP is then when the event was last revised (RFC 5545 3.8.7.2), stable per version.
    `DTSTAMP:${utcDateTime(event.lastModified)}`,
    `DTSTART:${utcDateTime(event.start)}`,
    `DTEND:${utcDateTime(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `LOCATION:${escapeText(event.location)}`,
    `URL:${event.url}`,
    `LAST-MODIFIED:${utcDateTime(event.lastModified)}`,
    'END:VEVENT',
  ];
}

/** A VCALENDAR of the events, as RFC 5545 text (CRLF line ends, folded, escaped). */
export function calendarText(events: CalendarEvent[], options: CalendarOptions): string {
  const refresh = options.refreshMinutes ? duration(options.refreshMinutes) : undefined;
  return icalDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${PRODUCT_ID}`,
    'CALSCALE:GREGORIAN',
    ...(options.name ? [`X-WR-CALNAME:${escapeText(options.name)}`] : []),
    `X-WR-TIMEZONE:${escapeText(options.timeZone)}`,
    ...(refresh ? [`REFRESH-INTERVAL;VALUE=DURATION:${refresh}`, `X-PUBLISHED-TTL:${refresh}`] : []),
    ...events.flatMap(eventLines),
    'END:VCALENDAR',
  ]);
}
