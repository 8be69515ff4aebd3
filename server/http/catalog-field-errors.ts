import type { Context } from 'hono';
import type { z } from 'zod';
import type { Language } from '../../shared/constants';
import { adminCatalog as enCatalog } from '../../shared/i18n/en/admin-catalog';
import { validation as enValidation, type ValidationKey } from '../../shared/i18n/en/validation';
import { adminCatalog as ukCatalog } from '../../shared/i18n/uk/admin-catalog';
import { validation as ukValidation } from '../../shared/i18n/uk/validation';
import { errorMessage } from '../core/locale';
import type { AppEnv } from './app-env';
import { requestLanguage } from './locale';

type FieldErrorKey = keyof typeof enCatalog.fieldErrors;
const catalogMessages: Record<Language, Record<FieldErrorKey, string>> = {
  en: enCatalog.fieldErrors,
  uk: ukCatalog.fieldErrors,
};
const validationMessages: Record<Language, Record<ValidationKey, string>> = {
  en: enValidation,
  uk: ukValidation,
};

/**
 * A field message of shared/schemas/admin-catalog.ts ('validation:nameRequired',
 * 'adminCatalog:fieldErrors.slugReserved') in the language; anything else reads as "not valid".
 */
export function catalogFieldMessage(language: Language, key: string): string {
  const [namespace, path = ''] = key.split(':');
  if (namespace === 'validation' && Object.hasOwn(enValidation, path))
    return validationMessages[language][path as ValidationKey];
  const field = path.replace(/^fieldErrors\./, '');
  if (namespace === 'adminCatalog' && Object.hasOwn(enCatalog.fieldErrors, field))
    return catalogMessages[language][field as FieldErrorKey];
  return validationMessages[language].invalidValue;
}

/** 400 VALIDATION_FAILED with a localised message per field (the first as the summary). */
export function catalogFieldErrorResponse(c: Context, fieldKeys: Record<string, string>) {
  const language = requestLanguage(c);
  const fields = Object.fromEntries(
    Object.entries(fieldKeys).map(([field, key]) => [field, catalogFieldMessage(language, key)]),
  );
  const message = Object.values(fields)[0] ?? errorMessage(language, 'VALIDATION_FAILED');
  return c.json({ error: { code: 'VALIDATION_FAILED' as const, message, fields } }, 400);
}

/** The first message of each field of a zod failure; unknown fields of a strict object by name. */
export function fieldKeysOf(error: z.ZodError, wholeValueField = 'body'): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[key] ??= 'validation:unknownField';
      continue;
    }
    const field = issue.path.join('.') || wholeValueField;
    fields[field] ??= issue.message;
  }
  return fields;
}

/** A route hook for the admin catalog: an invalid request gets the catalogue's field messages. */
export const catalogFieldErrors = (result: { success: boolean; error?: unknown }, c: Context<AppEnv>) => {
  if (result.success || !result.error) return undefined;
  return catalogFieldErrorResponse(c, fieldKeysOf(result.error as z.ZodError));
};
