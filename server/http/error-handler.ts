import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/error-codes';
import type { ValidationKey } from '../../shared/i18n/en/validation';
import { AppError } from '../core/app-error';
import { errorMessage } from '../core/locale';
import { isDatabaseBusy } from '../db/database-busy';
import { isStorageFull } from '../storage/storage-full';
import { fieldErrorBody } from './field-errors';
import { validationFieldMessage } from './field-messages';
import { requestLanguage } from './locale';

export function errorResponse(
  c: Context,
  code: ErrorCode,
  status: ContentfulStatusCode,
  params: Record<string, string> = {},
  fieldKeys?: Record<string, ValidationKey>,
) {
  const lang = requestLanguage(c);
  if (fieldKeys)
    return c.json({ error: fieldErrorBody(lang, code, fieldKeys, validationFieldMessage, params) }, status);
  return c.json({ error: { code, message: errorMessage(lang, code, params) } }, status);
}

/** A body this large (or chunked), left unread by a refusal, is not read after the answer either. */
const UNREAD_BODY_CLOSE_BYTES = 64 * 1024;

/**
 * A refused request whose large body was never read (a visitor's write, a cross-site one): the
 * connection closes after the answer. Kept open, @hono/node-server reads and drops the rest first,
 * up to 64 MB, which a flood of huge bodies turns into the server's CPU.
 */
function closeIfLargeBodyUnread(c: Context) {
  const { body, bodyUsed } = c.req.raw;
  if (!body || bodyUsed || body.locked) return;
  const chunked = c.req.header('transfer-encoding') !== undefined;
  if (chunked || Number(c.req.header('content-length') ?? 0) > UNREAD_BODY_CLOSE_BYTES)
    c.header('Connection', 'close');
}

export function handleError(err: Error, c: Context) {
  closeIfLargeBodyUnread(c);
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
  if (isStorageFull(err)) {
    // Logged whole: someone has to free space. The request saved nothing (each write undoes its part).
    console.error(`[${c.req.method} ${c.req.path}] storage full: answered 507`, err);
    return errorResponse(c, 'STORAGE_FULL', 507);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, err);
  return errorResponse(c, 'INTERNAL', 500);
}
