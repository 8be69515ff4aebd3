import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ErrorCode } from '../../shared/error-codes';
import { type ValidationKey, validation } from '../../shared/i18n/en/validation';

interface AppErrorOptions {
  /** Values for the message's {{placeholders}}. */
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** Per-field messages, as keys of the `validation` catalogue. */
  fields?: Record<string, ValidationKey>;
}

/** Thrown by services; the error handler turns it into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    readonly options: AppErrorOptions = {},
  ) {
    super(code);
  }
}

export const notFound = () => new AppError('NOT_FOUND', 404);

const isValidationKey = (v: string): v is ValidationKey => Object.hasOwn(validation, v);

/** A zod failure as a 400 with the first message of each field (schemas use catalogue keys). */
export function validationError(error: z.ZodError): AppError {
  const fields: Record<string, ValidationKey> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || 'body';
    if (!fields[field]) fields[field] = isValidationKey(issue.message) ? issue.message : 'invalidValue';
  }
  return new AppError('VALIDATION_FAILED', 400, { fields });
}
