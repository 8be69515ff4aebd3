import type { Language } from '../../shared/constants';

const LOCALES: Record<Language, string> = { uk: 'uk-UA', en: 'en-US' };

export function localeOf(language: Language): string {
  return LOCALES[language];
}

export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'medium' }).format(new Date(iso));
}
