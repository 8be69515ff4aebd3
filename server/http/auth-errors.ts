import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorCode, errorCodeForStatus } from '../../shared/error-codes';
import type { ValidationKey } from '../../shared/i18n/en/validation';
import { siteToUse } from '../auth/trusted-origins';
import type { AppError } from '../core/app-error';
import type { AppEnv } from './app-env';
import { errorResponse } from './error-handler';

/** better-auth's error codes that people meet, in our terms (SPEC section 8 messages). */
const known: Record<string, { code: ErrorCode; fields?: Record<string, ValidationKey> }> = {
  INVALID_EMAIL_OR_PASSWORD: { code: 'INVALID_CREDENTIALS' },
  INVALID_PASSWORD: { code: 'CURRENT_PASSWORD_INCORRECT' },
  ACCOUNT_DISABLED: { code: 'ACCOUNT_DISABLED' },
  INVALID_TOKEN: { code: 'VALIDATION_FAILED', fields: { token: 'resetLinkInvalid' } },
  USER_ALREADY_EXISTS: { code: 'REGISTRATION_FAILED' },
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: { code: 'REGISTRATION_FAILED' },
  FAILED_TO_CREATE_USER: { code: 'REGISTRATION_FAILED' },
  EMAIL_NOT_VERIFIED: { code: 'EMAIL_NOT_VERIFIED' },
  INVALID_PHONE_NUMBER_OR_PASSWORD: { code: 'INVALID_CREDENTIALS' },
  PHONE_NUMBER_NOT_VERIFIED: { code: 'INVALID_CREDENTIALS' },
  INVALID_PHONE_NUMBER: { code: 'VALIDATION_FAILED', fields: { phoneNumber: 'invalidPhone' } },
  PHONE_NUMBER_EXIST: { code: 'PHONE_NUMBER_TAKEN' },
  // One-time codes: wrong, expired, used up or out of attempts all read the same to the person.
  INVALID_OTP: { code: 'INVALID_CODE' },
  OTP_EXPIRED: { code: 'INVALID_CODE' },
  OTP_NOT_FOUND: { code: 'INVALID_CODE' },
  TOO_MANY_ATTEMPTS: { code: 'INVALID_CODE' },
  INVALID_CODE: { code: 'INVALID_CODE' },
  INVALID_BACKUP_CODE: { code: 'INVALID_CODE' },
  OTP_HAS_EXPIRED: { code: 'INVALID_CODE' },
  // The second step timed out or was tried too often: the person starts again with the password.
  TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE: { code: 'UNAUTHORIZED' },
  INVALID_TWO_FACTOR_COOKIE: { code: 'UNAUTHORIZED' },
  ACCOUNT_TEMPORARILY_LOCKED: { code: 'INVALID_CODE' },
  FAILED_TO_UNLINK_LAST_ACCOUNT: { code: 'LAST_SIGN_IN_METHOD' },
  PROVIDER_NOT_FOUND: { code: 'SIGN_IN_METHOD_UNAVAILABLE' },
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_FAILED', fields: { newPassword: 'passwordTooShort' } },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_FAILED', fields: { newPassword: 'passwordTooLong' } },
  // Our own refusal from inside it: the password hashing queue is full (server/auth/hashing-queue.ts).
  SERVICE_BUSY: { code: 'SERVICE_BUSY' },
  // Its origin check (trustedOrigins: server/auth/trusted-origins.ts): the answer names our address.
  INVALID_ORIGIN: { code: 'CROSS_SITE_REQUEST' },
  MISSING_OR_NULL_ORIGIN: { code: 'CROSS_SITE_REQUEST' },
  CROSS_SITE_NAVIGATION_LOGIN_BLOCKED: { code: 'CROSS_SITE_REQUEST' },
};

/**
 * Every error from better-auth in our `{ error: { code, message } }` form, localised — also its
 * empty 404 for a path it does not know. `instead`: our answer whatever better-auth's was (its
 * cookies kept).
 */
export async function inOurErrorFormat(
  c: Context<AppEnv>,
  res: Response,
  instead?: AppError,
): Promise<Response> {
  if (res.status < 400 && !instead) return res;
  const ours = instead ? ourAnswer(c, instead) : await translated(c, res);
  for (const cookie of res.headers.getSetCookie()) ours.headers.append('set-cookie', cookie);
  for (const name of ['retry-after', 'x-retry-after']) {
    const value = res.headers.get(name);
    if (value && !instead) ours.headers.set(name, value);
  }
  return ours;
}

async function translated(c: Context<AppEnv>, res: Response): Promise<Response> {
  const body = (await res.json().catch(() => null)) as { code?: string } | null;
  const mapped = known[body?.code ?? ''] ?? { code: errorCodeForStatus(res.status) };
  const params = mapped.code === 'CROSS_SITE_REQUEST' ? siteToUse(c.var.deps.env.baseUrl) : {};
  return errorResponse(c, mapped.code, res.status as ContentfulStatusCode, params, mapped.fields);
}

function ourAnswer(c: Context<AppEnv>, error: AppError): Response {
  const res = errorResponse(c, error.code, error.status, error.options.params);
  for (const [name, value] of Object.entries(error.options.headers ?? {})) res.headers.set(name, value);
  return res;
}
