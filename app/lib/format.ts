import type { Language } from '../../shared/constants';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-US' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

/** Prices are in US dollars (the community lives in the US). Whole amounts show no cents. */
export function formatMoney(amount: number, language: Language): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'USD',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(amount);
}

export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}

/** Event dates carry a time of day: show it unless it is midnight. */
export function formatEventDate(iso: string, language: Language): string {
  const date = new Date(iso);
  const hasTime = date.getHours() !== 0 || date.getMinutes() !== 0;
  return new Intl.DateTimeFormat(localeOf(language), {
    dateStyle: 'medium',
    ...(hasTime ? { timeStyle: 'short' } : {}),
  }).format(date);
}
