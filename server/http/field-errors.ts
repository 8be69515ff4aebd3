import type { Context } from 'hono';
import type { z } from 'zod';
import type { Language } from '../../shared/constants';
import type { ErrorCode } from '../../shared/error-codes';
import { errorMessage } from '../core/locale';
import type { AppEnv } from './app-env';
import { requestLanguage } from './locale';

/** How a form's message key reads in a language (its catalogue's text, or "not valid"). */
export type FieldMessageOf = (language: Language, key: string) => string;

/**
 * The `error` of an answer about fields: one localised message per field, the first also as the
 * summary (clients that show one line show the most useful one), else the code's own message.
 */
export function fieldErrorBody<C extends ErrorCode>(
  language: Language,
  code: C,
  fieldKeys: Record<string, string>,
  messageOf: FieldMessageOf,
  params: Record<string, string> = {},
) {
  const fields = Object.fromEntries(
    Object.entries(fieldKeys).map(([field, key]) => [field, messageOf(language, key)]),
  );
  const message = Object.values(fields)[0] ?? errorMessage(language, code, params);
  return { code, message, fields };
}

/** VALIDATION_FAILED (400, or 409 for a plan in use) with a localised message per field. */
export function fieldErrorResponse<S extends 400 | 409 = 400>(
  c: Context,
  fieldKeys: Record<string, string>,
  messageOf: FieldMessageOf,
  status: S = 400 as S,
) {
  const error = fieldErrorBody(requestLanguage(c), 'VALIDATION_FAILED' as const, fieldKeys, messageOf);
  return c.json({ error }, status);
}

/** The first message key of each field of a zod failure; unknown fields of a strict object by name. */
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

/** A route hook: an invalid request gets its fields' messages from the form's own catalogue. */
export const fieldErrorsHook =
  (messageOf: FieldMessageOf) => (result: { success: boolean; error?: unknown }, c: Context<AppEnv>) => {
    if (result.success || !result.error) return undefined;
    return fieldErrorResponse(c, fieldKeysOf(result.error as z.ZodError), messageOf);
  };
