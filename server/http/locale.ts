import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
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

function pickLanguage(explicit: string | undefined, acceptLanguage: string): Language {
  if (isLanguage(explicit)) return explicit;
  for (const part of acceptLanguage.split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(tag)) return tag;
  }
  return DEFAULT_LANGUAGE;
}

/** The SPA sends its choice as ?lang or the `lang` cookie; other clients use Accept-Language. */
export function requestLanguage(c: Context): Language {
  return pickLanguage(c.req.query('lang') ?? getCookie(c, 'lang'), c.req.header('accept-language') ?? '');
}

/** The same for a plain Request (better-auth's callbacks get one). */
export function languageOfRequest(request: Request | undefined): Language {
  if (!request) return DEFAULT_LANGUAGE;
  const cookie = request.headers.get('cookie')?.match(/(?:^|;\s*)lang=([a-z]{2})/)?.[1];
  const query = new URL(request.url).searchParams.get('lang') ?? undefined;
  return pickLanguage(query ?? cookie, request.headers.get('accept-language') ?? '');
}

export function errorMessage(lang: Language, code: ErrorCode, params: Record<string, string> = {}): string {
  return catalogues[lang][code].replace(/\{\{(\w+)\}\}/g, (_, k: string) => params[k] ?? '');
}

export const validationMessage = (lang: Language, key: ValidationKey) => validationCatalogues[lang][key];
