import { OpenAPIHono } from '@hono/zod-openapi';
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
