import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorCode } from '../../shared/error-codes';

/** Thrown by services; the error handler turns it into `{ error: { code, message } }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: ContentfulStatusCode,
    readonly params: Record<string, string> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

export const notFound = () => new AppError('NOT_FOUND', 404);
