import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type {
  RateLimitAction,
  SettingRateLimitAction,
  UnlistedRateLimitAction,
} from '../../shared/constants';
import type { ErrorCode } from '../../shared/error-codes';
import { formatTimeUntil } from '../../shared/time-until';
import { AppError } from '../core/app-error';
import { addressCeilingFor } from '../services/rate-limit/address-ceiling';
import { checkRateLimit, limitFor, type RateLimitResult } from '../services/rate-limit/check-rate-limit';
import { giveBackAttempt } from '../services/rate-limit/give-back-attempt';
import type { AppEnv } from './app-env';
import { addressCallerIdentifier, addressIdentifier, callerIdentifier } from './caller';
import { requestLanguage } from './locale';

/** The caller's standing on the answer (RateLimit-Limit, RateLimit-Remaining). */
function showStanding(c: Context<AppEnv>, result: RateLimitResult, remaining = result.remaining): void {
  c.header('RateLimit-Limit', String(result.limit));
  c.header('RateLimit-Remaining', String(remaining));
}

function refusal(c: Context<AppEnv>, result: RateLimitResult, code: ErrorCode): AppError {
  const time = formatTimeUntil(result.retry_after, requestLanguage(c));
  return new AppError(code, 429, {
    params: { time },
    headers: { 'Retry-After': String(result.retry_after) },
  });
}

/**
 * Counts one `action` for the caller (caller.ts); throws 429 (`code`) once its allowance is used up
 * (SPEC section 9). A visitor also counts against their address's ceiling, checked once their own
 * allowance let them through. Returns the caller's own standing after this request. Call it once
 * the request has passed its other checks: only attempts that reach the action count. An action whose
 * limit is a setting gives its `rule`.
 */
export async function consumeRateLimit(
  c: Context<AppEnv>,
  action: RateLimitAction | UnlistedRateLimitAction | SettingRateLimitAction,
  code: ErrorCode = 'RATE_LIMITED',
  rule = limitFor(action),
): Promise<RateLimitResult> {
  const { db } = c.var.deps;
  const result = await checkRateLimit(db, callerIdentifier(c), action, rule);
  showStanding(c, result);
  if (!result.allowed) throw refusal(c, result, code);
  if (!c.var.viewer) {
    const ceiling = await checkRateLimit(db, addressIdentifier(c), action, addressCeilingFor(action));
    if (!ceiling.allowed) {
      showStanding(c, result, 0);
      throw refusal(c, ceiling, code);
    }
  }
  return result;
}

/** The same as middleware: place it after the route's validation. */
export function rateLimit(action: RateLimitAction) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const result = await consumeRateLimit(c, action);
    await next();
    showStanding(c, result); // again: an answer better-auth made does not carry them yet
  });
}

/**
 * A credential route's attempt (sign-in, sign-up, password reset and change, email change, another
 * confirmation mail), placed after the route's validation and cross-site check: counted for the
 * client address (IPv6 by /64) whatever visitor cookie comes with it, and for the signed-in person
 * too when there is one (docs/decisions/003). With `givenBackOnSuccess` (sign-in), an attempt that
 * succeeds is taken back, so people behind one address who type their password right do not use up
 * each other's allowance.
 */
export function credentialRateLimit(action: RateLimitAction, { givenBackOnSuccess = false } = {}) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const { db } = c.var.deps;
    const { viewer } = c.var;
    const identifiers = [...(viewer ? [`user:${viewer.id}`] : []), addressCallerIdentifier(c)];
    let standing: RateLimitResult | undefined;
    for (const identifier of identifiers) {
      const result = await checkRateLimit(db, identifier, action);
      if (!standing || result.remaining < standing.remaining) standing = result;
      if (!result.allowed) {
        showStanding(c, standing);
        throw refusal(c, result, 'RATE_LIMITED');
      }
    }
    if (!standing) return next();
    showStanding(c, standing);
    await next();
    if (givenBackOnSuccess && c.res.ok) {
      await Promise.all(identifiers.map((identifier) => giveBackAttempt(db, identifier, action)));
      standing = { ...standing, remaining: standing.remaining + 1 };
    }
    showStanding(c, standing);
  });
}
