import { createRoute, z } from '@hono/zod-openapi';
import { ApiError } from '../../shared/schemas/errors';
import { requireAdmin } from '../http/viewer';
import { searchPeople } from '../services/profiles/search-people';
import { jsonContent, openApiRouter } from './openapi-router';

const PersonSummary = z
  .object({
    id: z.string(),
    display_name: z.string(),
    email: z.string(),
    role: z.enum(['admin', 'user']),
  })
  .meta({ id: 'PersonSummary' });

const searchRoute = createRoute({
  method: 'get',
  path: '/admin/users',
  tags: ['admin'],
  summary: 'Find people by part of their display name or email (any case), ordered by display name',
  request: {
    query: z.object({
      q: z.string().max(200).optional().meta({ description: 'Text to find; everyone when empty' }),
      limit: z.coerce.number().int().min(1).max(50).default(20),
    }),
  },
  responses: {
    200: jsonContent(z.object({ items: z.array(PersonSummary) }), 'The people found'),
    400: jsonContent(ApiError, 'Invalid query'),
    401: jsonContent(ApiError, 'Not signed in'),
    403: jsonContent(ApiError, 'Not an admin'),
  },
});

export const adminUserRoutes = openApiRouter().openapi(searchRoute, async (c) => {
  requireAdmin(c);
  const { q, limit } = c.req.valid('query');
  const people = await searchPeople(c.var.deps.db, { text: q, limit });
  c.header('Cache-Control', 'private, no-store');
  const items = people.map((p) => ({ id: p.id, display_name: p.displayName, email: p.email, role: p.role }));
  return c.json({ items }, 200);
});
