import type { Language } from '../../shared/constants';
import { dateFormat, numberFormat, plainSpaces } from '../../shared/intl';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-US' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** A day in the reader's locale, on `timeZone`'s calendar (an ad's city's; else this device's). */
export function formatDate(iso: string, language: Language, timeZone?: string): string {
  return plainSpaces(dateFormat(localeOf(language), { dateStyle: 'medium', timeZone }).format(new Date(iso)));
}

/** An average rating with one decimal in the reader's locale: 4.5, 4,5 in Ukrainian; 4.0 stays 4.0. */
export function formatAverage(average: number, language: Language): string {
  return numberFormat(localeOf(language), { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(
    average,
  );
}
