import { createMiddleware } from 'hono/factory';
import type { z } from 'zod';
import { AppError, validationError } from '../core/app-error';
import type { AppEnv } from './app-env';

/**
 * Checks a better-auth request body with our shared schema first, so people get the SPEC's
 * localised messages; the cleaned body (e.g. the name without markup) is what better-auth receives.
 */
export function validateAuthBody(schema: z.ZodType) {
  return createMiddleware<AppEnv>(async (c, next) => {
    let raw: unknown;
    try {
      raw = await c.req.json();
    } catch {
      throw new AppError('VALIDATION_FAILED', 400, { fields: { body: 'invalidValue' } });
    }
    const parsed = schema.safeParse(raw ?? {});
    if (!parsed.success) throw validationError(parsed.error);
    c.set('authBody', parsed.data);
    await next();
  });
}
