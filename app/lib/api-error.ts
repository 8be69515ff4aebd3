import type { ErrorCode } from '../../shared/error-codes';
import { ERROR_CODES, errorCodeForStatus } from '../../shared/error-codes';

/**
 * A non-2xx answer from our server: `{ error: { code, message, fields? } }`, or a network failure
 * (status 0). `fields` holds a localised message per invalid input field.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ErrorCode | 'NETWORK';
  readonly fields: Readonly<Record<string, string>>;

  constructor(
    status: number,
    code: ErrorCode | 'NETWORK',
    message: string,
    fields: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

function toFields(value: unknown): Record<string, string> {
  if (!value || typeof value !== 'object') return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

function toErrorCode(value: unknown, status: number): ErrorCode {
  if (typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value))
    return value as ErrorCode;
  return errorCodeForStatus(status);
}

type ErrorBody = { error?: { code?: unknown; message?: unknown; fields?: unknown } } | null;

/** The ApiError for a non-2xx answer and its parsed JSON body (null when it had none). */
export function errorFromAnswer(status: number, payload: unknown, statusText: string): ApiError {
  const error = (payload as ErrorBody)?.error;
  const message = typeof error?.message === 'string' ? error.message : statusText;
  return new ApiError(status, toErrorCode(error?.code, status), message, toFields(error?.fields));
}
