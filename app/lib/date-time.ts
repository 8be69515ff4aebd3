import type { Language } from '../../shared/constants';
import { dateFormat, plainSpaces } from '../../shared/intl';
import { localeOf } from './format';

/** A date with its time of day, in the reader's locale. */
export function formatDateTime(iso: string, language: Language): string {
  return plainSpaces(
    dateFormat(localeOf(language), { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)),
  );
}

/** Today as the date input wants it (YYYY-MM-DD, local time). */
export function todayForInput(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The end of the chosen day in local time, as ISO; null for an empty or unreadable input. */
export function endOfDayIso(date: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}
