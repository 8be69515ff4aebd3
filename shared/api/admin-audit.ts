import { AuditLogFacets, AuditLogPage, AuditLogQuery } from '../schemas/audit-log';
import { operation } from './operation';

export const listAuditLog = operation({
  method: 'get',
  path: '/admin/audit-log',
  query: AuditLogQuery,
  answer: AuditLogPage,
  status: 200,
});

export const getAuditLogFacets = operation({
  method: 'get',
  path: '/admin/audit-log/facets',
  answer: AuditLogFacets,
  status: 200,
});
