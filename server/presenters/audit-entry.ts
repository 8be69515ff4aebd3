import type { AuditEntry } from '../../shared/schemas/audit-log';
import type { AuditRow } from '../services/audit/list-audit-log';

export const presentAuditEntry = (row: AuditRow): AuditEntry => ({
  id: row.id,
  actor: {
    id: row.actorId,
    name: row.actorName,
    token: row.actorTokenName === null ? null : { id: row.actorTokenId, name: row.actorTokenName },
  },
  action: row.action,
  entity_type: row.entityType,
  entity_id: row.entityId,
  before: row.before ?? null,
  after: row.after ?? null,
  created_at: row.createdAt.toISOString(),
});
