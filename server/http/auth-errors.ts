import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { type ErrorCode, errorCodeForStatus } from '../../shared/error-codes';
import type { ValidationKey } from '../../shared/i18n/en/validation';
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
  PASSWORD_TOO_SHORT: { code: 'VALIDATION_FAILED', fields: { newPassword: 'passwordTooShort' } },
  PASSWORD_TOO_LONG: { code: 'VALIDATION_FAILED', fields: { newPassword: 'passwordTooLong' } },
};

/** Every error from better-auth in our `{ error: { code, message } }` form, localised. */
export async function inOurErrorFormat(c: Context<AppEnv>, res: Response): Promise<Response> {
  if (res.status < 400 || !res.headers.get('content-type')?.includes('application/json')) return res;
  const body = (await res.json().catch(() => null)) as { code?: string } | null;
  const mapped = known[body?.code ?? ''] ?? { code: errorCodeForStatus(res.status) };
  const ours = errorResponse(c, mapped.code, res.status as ContentfulStatusCode, {}, mapped.fields);
  for (const cookie of res.headers.getSetCookie()) ours.headers.append('set-cookie', cookie);
  for (const name of ['retry-after', 'x-retry-after']) {
    const value = res.headers.get(name);
    if (value) ours.headers.set(name, value);
  }
  return ours;
}
