import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../shared/constants';
import type { ErrorCode } from '../../shared/error-codes';
import { errors as en } from '../../shared/i18n/en/errors';
import { validation as enValidation, type ValidationKey } from '../../shared/i18n/en/validation';
import { errors as uk } from '../../shared/i18n/uk/errors';
import { validation as ukValidation } from '../../shared/i18n/uk/validation';

const catalogues: Record<Language, Record<ErrorCode, string>> = { en, uk };
const validationCatalogues: Record<Language, Record<ValidationKey, string>> = {
  en: enValidation,
  uk: ukValidation,
};

const isLanguage = (v: string | undefined): v is Language => LANGUAGES.includes(v as Language);

/** An explicit choice (?lang, the `lang` cookie) when it is one of ours, else the first of Accept-Language's. */
export function pickLanguage(explicit: string | undefined, acceptLanguage: string): Language {
  if (isLanguage(explicit)) return explicit;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}

export function errorMessage(lang: Language, code: ErrorCode, params: Record<string, string> = {}): string {
  return catalogues[lang][code].replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
}

export const validationMessage = (lang: Language, key: ValidationKey) => validationCatalogues[lang][key];
