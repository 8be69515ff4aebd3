import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { RateLimitAction, UnlistedRateLimitAction } from '../../shared/constants';
import type { ErrorCode } from '../../shared/error-codes';
import { formatTimeUntil } from '../../shared/time-until';
import { checkRateLimit, type RateLimitResult } from '../services/rate-limit/check-rate-limit';
import type { AppEnv } from './app-env';
import { AppError } from './app-error';
import { callerIdentifier } from './caller';
import { requestLanguage } from './locale';

/**
 * Counts one `action` for the caller; throws 429 (`code`) once its allowance is used up (SPEC
 * section 9). Returns the standing after this request.
 */
export async function consumeRateLimit(
  c: Context<AppEnv>,
  action: RateLimitAction | UnlistedRateLimitAction,
  code: ErrorCode = 'RATE_LIMITED',
): Promise<RateLimitResult> {
  const result = await checkRateLimit(c.var.deps.db, callerIdentifier(c), action);
  c.header('RateLimit-Limit', String(result.limit));
  c.header('RateLimit-Remaining', String(result.remaining));
  if (!result.allowed) {
    const time = formatTimeUntil(result.retry_after, requestLanguage(c));
    throw new AppError(code, 429, {
      params: { time },
      headers: { 'Retry-After': String(result.retry_after) },
    });
  }
  return result;
}

/** The same as middleware, counted before the request is looked at. */
export function rateLimit(action: RateLimitAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    await consumeRateLimit(c, action);
    await next();
  });
}
