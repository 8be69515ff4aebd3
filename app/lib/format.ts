import type { Language } from '../../shared/constants';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-US' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}

/** An average rating with one decimal in the reader's locale: 4.5, 4,5 in Ukrainian; 4.0 stays 4.0. */
export function formatAverage(average: number, language: Language): string {
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(average);
}
