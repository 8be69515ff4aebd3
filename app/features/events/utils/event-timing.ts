import type { Language } from '../../../../shared/constants';
import { localeOf } from '../../../lib/format';

export type EventMoment = 'now' | 'today' | 'tomorrow' | 'weekend' | 'ended' | null;

const dayStart = (date: Date) => new Date(date.getFullYear(), date.getMonth(), date.getDate());
const addDays = (date: Date, days: number) =>
  new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);

/** What makes an event stand out now, in the reader's own days: running, today, tomorrow, this weekend. */
export function eventMoment(start: Date, end: Date | null, now: Date): EventMoment {
  const over = end ?? start;
  if (over < now) return 'ended';
  if (start <= now) return 'now';
  const today = dayStart(now);
  if (start < addDays(today, 1)) return 'today';
  if (start < addDays(today, 2)) return 'tomorrow';
  // Saturday and Sunday of this week (on a Sunday: today only, handled above).
  const saturday = addDays(today, (6 - today.getDay() + 7) % 7);
  if (today.getDay() !== 0 && start >= saturday && start < addDays(saturday, 2)) return 'weekend';
  return null;
}

const hasTime = (date: Date) => date.getHours() !== 0 || date.getMinutes() !== 0;

/**
 * When, in the reader's language: "17 трав. 2031 р., 15:30–19:00" on one day; "17 – 19 May 2031"
 * over days (with times when they have any). Intl picks what to repeat.
 */
export function formatEventRange(start: Date, end: Date | null, language: Language): string {
  const timed = hasTime(start) || (end !== null && hasTime(end));
  const thisYear = new Date().getFullYear();
  const otherYear = start.getFullYear() !== thisYear || (end !== null && end.getFullYear() !== thisYear);
  const format = new Intl.DateTimeFormat(localeOf(language), {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: otherYear ? 'numeric' : undefined,
    ...(timed ? { hour: 'numeric', minute: '2-digit' } : {}),
  });
  return end ? format.formatRange(start, end) : format.format(start);
}

/** Day of month and short month for the date badge: ["17", "трав."]. */
export function dateBadge(start: Date, language: Language): { day: string; month: string } {
  const locale = localeOf(language);
  return {
    day: new Intl.DateTimeFormat(locale, { day: 'numeric' }).format(start),
    month: new Intl.DateTimeFormat(locale, { month: 'short' }).format(start).replace(/\.$/, ''),
  };
}
