import * as auditApi from '../../shared/api/admin-audit';
import { ApiError } from '../../shared/schemas/errors';
import { contractRoute } from '../http/contract-route';
import { presentAuditEntry } from '../presenters/audit-entry';
import { auditLogFacets, listAuditLog } from '../services/audit/list-audit-log';
import { jsonContent, openApiRouter } from './openapi-router';

const forbidden = {
  401: jsonContent(ApiError, 'Not signed in'),
  403: jsonContent(ApiError, 'Not an admin'),
};
const NO_STORE = { 'Cache-Control': 'private, no-store' };

const listRoute = contractRoute(auditApi.listAuditLog, {
  tags: ['admin'],
  summary: 'What admins did, newest first, filtered by action, kind of record or person; keyset paging',
  answer: 'A page of entries',
  errors: { 400: jsonContent(ApiError, 'Invalid filter or cursor'), ...forbidden },
});

const facetsRoute = contractRoute(auditApi.getAuditLogFacets, {
  tags: ['admin'],
  summary: 'The actions and kinds of record the log holds (for its filters)',
  answer: 'Actions and kinds of record',
  errors: forbidden,
});

export const auditLogRoutes = openApiRouter()
  .openapi(listRoute, async (c) => {
    const { action, entity_type: entityType, actor_id: actorId, cursor, limit } = c.req.valid('query');
    const page = await listAuditLog(c.var.deps.db, { action, entityType, actorId }, { cursor, limit });
    return c.json({ items: page.rows.map(presentAuditEntry), next_cursor: page.nextCursor }, 200, NO_STORE);
  })
  .openapi(facetsRoute, async (c) => {
    const facets = await auditLogFacets(c.var.deps.db);
    return c.json({ actions: facets.actions, entity_types: facets.entityTypes }, 200, NO_STORE);
  });
