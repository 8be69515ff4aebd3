import { createRoute } from '@hono/zod-openapi';
import { MeResponse } from '../../shared/schemas/me';
import { jsonContent, openApiRouter } from './openapi-router';

const route = createRoute({
  method: 'get',
  path: '/me',
  tags: ['account'],
  summary: 'The signed-in person (display name and role from the profile), or null',
  responses: { 200: jsonContent(MeResponse, 'The current viewer') },
});

export const meRoutes = openApiRouter().openapi(route, (c) => {
  const viewer = c.var.viewer;
  c.header('Cache-Control', 'private, no-store');
  return c.json(
    {
      user: viewer
        ? { id: viewer.id, email: viewer.email, display_name: viewer.displayName, role: viewer.role }
        : null,
    },
    200,
  );
});
