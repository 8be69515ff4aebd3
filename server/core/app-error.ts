import type { z } from 'zod';
import type { ErrorCode } from '../../shared/error-codes';
import { type ValidationKey, validation } from '../../shared/i18n/en/validation';

/** The statuses a domain error may carry (client and server errors). */
export type ErrorStatus =
  | 400
  | 401
  | 402
  | 403
  | 404
  | 405
  | 406
  | 407
  | 408
  | 409
  | 410
  | 411
  | 412
  | 413
  | 414
  | 415
  | 416
  | 417
  | 418
  | 421
  | 422
  | 423
  | 424
  | 425
  | 426
  | 428
  | 429
  | 431
  | 451
  | 500
  | 501
  | 502
  | 503
  | 504
  | 505
  | 506
  | 507
  | 508
  | 510
  | 511;

interface AppErrorOptions {
  /** Values for the message's {{placeholders}}. */
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** Per-field messages, as keys of the `validation` catalogue. */
  fields?: Record<string, ValidationKey>;
}

/** Thrown by services; the error handler (http/error-handler.ts) turns it into `{ error: { code, message, fields? } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ErrorStatus,
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
