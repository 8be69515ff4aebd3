import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/error-codes';
import type { ValidationKey } from '../../shared/i18n/en/validation';
import { isDatabaseBusy } from '../db/database-busy';
import { AppError } from './app-error';
import { errorMessage, requestLanguage, validationMessage } from './locale';

export function errorResponse(
  c: Context,
  code: ErrorCode,
  status: ContentfulStatusCode,
  params: Record<string, string> = {},
  fieldKeys?: Record<string, ValidationKey>,
) {
  const lang = requestLanguage(c);
  const fields = fieldKeys
    ? Object.fromEntries(Object.entries(fieldKeys).map(([f, key]) => [f, validationMessage(lang, key)]))
    : undefined;
  // With field errors, the first one is the most useful summary for clients that show one line.
  const message = (fields && Object.values(fields)[0]) ?? errorMessage(lang, code, params);
  return c.json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
}

export function handleError(err: Error, c: Context) {
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.options.headers ?? {})) c.header(k, v);
    return errorResponse(c, err.code, err.status, err.options.params, err.options.fields);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return errorResponse(c, err.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', err.status);
  }
  if (isDatabaseBusy(err)) {
    // A statement, lock or pool wait ran out (server/db/timeouts.ts): the request is answered now.
    console.warn(`[${c.req.method} ${c.req.path}] database busy: answered 503`);
    c.header('Retry-After', '5');
    return errorResponse(c, 'SERVICE_BUSY', 503);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, err);
  return errorResponse(c, 'INTERNAL', 500);
}
