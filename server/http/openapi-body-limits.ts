import type { OpenAPIHono } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import type { AppEnv } from './app-env';
import { JSON_BODY_LIMIT_BYTES } from './body-limit';

const tooLarge = {
  content: { 'application/json': { schema: ApiError } },
  description: `PAYLOAD_TOO_LARGE: the body is over ${JSON_BODY_LIMIT_BYTES / 1024} KB (server/http/body-limit.ts)`,
};

/**
 * Declares the 413 of the body limit (server/http/body-limit.ts) on every operation of the router
 * that takes a body, unless the route declared its own (a route with its own limit does).
 */
export function declareBodyLimits(router: OpenAPIHono<AppEnv>) {
  for (const definition of router.openAPIRegistry.definitions) {
    if (definition.type !== 'route') continue;
    const { request, responses } = definition.route;
    if (request?.body && !responses[413]) responses[413] = tooLarge;
  }
}
