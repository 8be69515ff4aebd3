import { createMiddleware } from 'hono/factory';
import { isCommonPassword } from '../auth/common-passwords';
import { AppError } from '../core/app-error';
import type { AppEnv } from './app-env';

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
