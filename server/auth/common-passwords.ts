import { dictionary } from '@zxcvbn-ts/language-common';
import { createMiddleware } from 'hono/factory';
import { MIN_PASSWORD_LENGTH } from '../../shared/constants';
import type { AppEnv } from '../http/app-env';
import { AppError } from '../http/app-error';

// The 10,000 most used passwords (of the list, ordered by frequency), as OWASP and NIST advise
// checking; server-side only, so the browser bundle does not carry the list.
const COMMON = new Set(
  dictionary['passwords-common']
    .slice(0, 10_000)
    .map((p) => p.toLowerCase())
    .filter((p) => p.length >= MIN_PASSWORD_LENGTH),
);

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());

/** Refuses a validated body (see validateAuthBody) whose `field` holds a common password. */
export function refuseCommonPassword(field: string) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const value = (c.var.authBody as Record<string, unknown> | undefined)?.[field];
    if (typeof value === 'string' && isCommonPassword(value)) {
      throw new AppError('VALIDATION_FAILED', 400, { fields: { [field]: 'passwordTooCommon' } });
    }
    await next();
  });
}
