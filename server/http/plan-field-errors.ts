import type { Context } from 'hono';
import type { z } from 'zod';
import type { Language } from '../../shared/constants';
import { plans as enPlans } from '../../shared/i18n/en/plans';
import { validation as enValidation } from '../../shared/i18n/en/validation';
import { plans as ukPlans } from '../../shared/i18n/uk/plans';
import { validation as ukValidation } from '../../shared/i18n/uk/validation';
import type { PlanFieldError } from '../../shared/schemas/plans';
import type { AppEnv } from './app-env';
import { fieldKeysOf } from './catalog-field-errors';
import { requestLanguage } from './locale';

const planMessages: Record<Language, Record<PlanFieldError, string>> = {
  en: enPlans.fieldErrors,
  uk: ukPlans.fieldErrors,
};

/** A field message key of shared/schemas/plans.ts ('plans:fieldErrors.priceInvalid') in the language. */
function planFieldMessage(language: Language, key: string): string {
  const field = key.replace(/^plans:fieldErrors\./, '');
  if (Object.hasOwn(enPlans.fieldErrors, field)) return planMessages[language][field as PlanFieldError];
  if (key === 'validation:unknownField')
    return (language === 'uk' ? ukValidation : enValidation).unknownField;
  return (language === 'uk' ? ukValidation : enValidation).invalidValue;
}

/** VALIDATION_FAILED (400, or 409 for a plan in use) with a localised message per field, the first as the summary. */
export function planFieldErrorResponse<S extends 400 | 409 = 400>(
  c: Context,
  fieldKeys: Record<string, string>,
  status: S = 400 as S,
) {
  const language = requestLanguage(c);
  const fields = Object.fromEntries(
    Object.entries(fieldKeys).map(([field, key]) => [field, planFieldMessage(language, key)]),
  );
  const message = Object.values(fields)[0] ?? planMessages[language].priceInvalid;
  return c.json({ error: { code: 'VALIDATION_FAILED' as const, message, fields } }, status);
}

/** A route hook for the plan bodies and queries: an invalid request gets the plans' field messages. */
export const planFieldErrors = (result: { success: boolean; error?: unknown }, c: Context<AppEnv>) => {
  if (result.success || !result.error) return undefined;
  return planFieldErrorResponse(c, fieldKeysOf(result.error as z.ZodError));
};
