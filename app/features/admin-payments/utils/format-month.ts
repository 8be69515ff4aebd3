import type { Language } from '../../../../shared/constants';
import { localeOf } from '../../../lib/format';

/** 'YYYY-MM' as the month's name and year in the reader's language. */
export function formatMonth(month: string, language: Language): string {
  const [year, monthNumber] = month.split('-').map(Number);
  return new Intl.DateTimeFormat(localeOf(language), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (monthNumber ?? 1) - 1, 1)));
}
