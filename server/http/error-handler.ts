import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/error-codes';
import { AppError } from './app-error';
import { errorMessage, requestLanguage } from './locale';

export function errorResponse(
  c: Context,
  code: ErrorCode,
  status: ContentfulStatusCode,
  params: Record<string, string> = {},
) {
  return c.json({ error: { code, message: errorMessage(requestLanguage(c), code, params) } }, status);
}

export function handleError(err: Error, c: Context) {
  if (err instanceof AppError) {
    for (const [k, v] of Object.entries(err.headers)) c.header(k, v);
    return errorResponse(c, err.code, err.status, err.params);
  }
  if (err instanceof HTTPException && err.status < 500) {
    return errorResponse(c, err.status === 404 ? 'NOT_FOUND' : 'VALIDATION_FAILED', err.status);
  }
  console.error(`[${c.req.method} ${c.req.path}]`, err);
  return errorResponse(c, 'INTERNAL', 500);
}
