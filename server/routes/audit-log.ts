import { createRoute } from '@hono/zod-openapi';
import { AuditLogFacets, AuditLogPage, AuditLogQuery } from '../../shared/schemas/audit-log';
import { ApiError } from '../../shared/schemas/errors';
import { presentAuditEntry } from '../presenters/audit-entry';
import { auditLogFacets, listAuditLog } from '../services/audit/list-audit-log';
import { jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};

const listRoute = createRoute({
  method: 'get',
  path: '/admin/audit-log',
  tags: ['admin'],
  summary: 'What admins did, newest first, filtered by action, kind of record or person; keyset paging',
  request: { query: AuditLogQuery },
  responses: {
    200: jsonContent(AuditLogPage, 'A page of entries'),
    400: jsonContent(ApiError, 'Invalid filter or cursor'),
    ...forbidden,
  },
});

const facetsRoute = createRoute({
  method: 'get',
  path: '/admin/audit-log/facets',
  tags: ['admin'],
  summary: 'The actions and kinds of record the log holds (for its filters)',
  responses: { 200: jsonContent(AuditLogFacets, 'Actions and kinds of record'), ...forbidden },
});

export const auditLogRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const query = c.req.valid('query');
    const page = await listAuditLog(
      c.var.deps.db,
      { action: query.action, entityType: query.entity_type, actorId: query.actor_id },
      { cursor: query.cursor, limit: query.limit },
    );
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: page.rows.map(presentAuditEntry), next_cursor: page.nextCursor }, 200);
  })
  .openapi(facetsRoute, async (c) => {
    const facets = await auditLogFacets(c.var.deps.db);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ actions: facets.actions, entity_types: facets.entityTypes }, 200);
  });
