import type { Language } from '../../../../shared/constants';
import { dateFormat, plainSpaces } from '../../../../shared/intl';
import { isTimeZone, wallClock } from '../../../../shared/time-zone';
import { localeOf } from '../../../lib/format';

// Event times are shown on their city's clocks (ad.city.time_zone), whatever the reader's device
// zone, and labelled with the zone: a Tampa bake sale reads 11:00 AM EDT in Kyiv too.

export type EventMoment = 'now' | 'today' | 'tomorrow' | 'weekend' | 'ended' | null;

/** The zone to show an event in: its city's, or the reader's own should this browser not know it. */
const shownZone = (timeZone: string) => (isTimeZone(timeZone) ? timeZone : undefined);

/** Days since 1970 on the zone's calendar, and the weekday (0 Sunday). */
function calendarDay(date: Date, timeZone: string | undefined) {
  const w = timeZone
    ? wallClock(date, timeZone)
    : { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate(), weekday: date.getDay() };
  return { day: Date.UTC(w.year, w.month - 1, w.day) / 86_400_000, weekday: w.weekday, year: w.year };
}

/** What makes an event stand out now, in its city's days: running, today, tomorrow, this weekend. */
export function eventMoment(start: Date, end: Date | null, now: Date, timeZone: string): EventMoment {
  const over = end ?? start;
  if (over < now) return 'ended';
  if (start <= now) return 'now';
  const zone = shownZone(timeZone);
  const today = calendarDay(now, zone);
  const startDay = calendarDay(start, zone).day;
  if (startDay === today.day) return 'today';
  if (startDay === today.day + 1) return 'tomorrow';
  // Saturday and Sunday of this week (on a Sunday: today only, handled above).
  const saturday = today.day + ((6 - today.weekday + 7) % 7);
  if (today.weekday !== 0 && startDay >= saturday && startDay < saturday + 2) return 'weekend';
  return null;
}

function hasTime(date: Date, timeZone: string | undefined): boolean {
  const w = timeZone ? wallClock(date, timeZone) : { hour: date.getHours(), minute: date.getMinutes() };
  return w.hour !== 0 || w.minute !== 0;
}

/**
 * When, in the reader's language on the city's clocks, with the zone when there is a time of day:
 * "Sat, May 17, 11:00 AM – 4:00 PM EDT"; "сб, 17 трав., 11:00–16:00 GMT-4"; "17 – 19 May 2031"
 * over whole days. Intl picks what to repeat.
 */
export function formatEventRange(
  start: Date,
  end: Date | null,
  language: Language,
  timeZone: string,
): string {
  const zone = shownZone(timeZone);
  const timed = hasTime(start, zone) || (end !== null && hasTime(end, zone));
  const thisYear = calendarDay(new Date(), zone).year;
  const otherYear =
    calendarDay(start, zone).year !== thisYear || (end !== null && calendarDay(end, zone).year !== thisYear);
  const format = dateFormat(localeOf(language), {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: otherYear ? 'numeric' : undefined,
    ...(timed ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
  });
  return plainSpaces(end ? format.formatRange(start, end) : format.format(start));
}

/** One moment of an event with its date: "May 17, 2031, 11:00 AM EDT" (no time at midnight). */
export function formatEventDate(iso: string, language: Language, timeZone: string): string {
  const zone = shownZone(timeZone);
  const date = new Date(iso);
  return plainSpaces(
    dateFormat(localeOf(language), {
      timeZone: zone,
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      ...(hasTime(date, zone) ? { hour: 'numeric', minute: '2-digit', timeZoneName: 'short' } : {}),
    }).format(date),
  );
}

/** Day of month and short month of the start, on the city's calendar, for the date badge: ["17", "трав"]. */
export function dateBadge(start: Date, language: Language, timeZone: string): { day: string; month: string } {
  const locale = localeOf(language);
  const zone = shownZone(timeZone);
  return {
    day: dateFormat(locale, { day: 'numeric', timeZone: zone }).format(start),
    month: dateFormat(locale, { month: 'short', timeZone: zone }).format(start).replace(/\.$/, ''),
  };
}

/** The zone's short name at `at`, as Intl writes it in the language: "EDT", "GMT-4", "GMT+3". */
export function zoneShortName(timeZone: string, language: Language, at = new Date()): string {
  const parts = dateFormat(localeOf(language), {
    timeZone: shownZone(timeZone),
    timeZoneName: 'short',
  }).formatToParts(at);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}
