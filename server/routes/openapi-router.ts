import { OpenAPIHono } from '@hono/zod-openapi';
import { validationError } from '../core/app-error';
import type { AppEnv } from '../http/app-env';
import { errorResponse } from '../http/error-handler';

/** Every API router: request validation failures answer in our error format, localised. */
export const openApiRouter = () =>
  new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return errorResponse(c, 'VALIDATION_FAILED', 400);
    },
  });

export const jsonContent = <T>(schema: T, description: string) => ({
  content: { 'application/json': { schema } },
  description,
});

/**
 * A route hook for bodies people fill in: per-field messages (catalogue keys from the schema)
 * instead of the default "some values are not valid".
 */
export const fieldErrors = (result: { success: boolean; error?: unknown }): undefined => {
  if (!result.success && result.error)
    throw validationError(result.error as Parameters<typeof validationError>[0]);
  return undefined;
};
