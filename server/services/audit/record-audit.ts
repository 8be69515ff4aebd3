import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import type { Viewer } from '../../http/app-env';

export interface AuditEntry {
  /** What was done, as `<entity>.<verb>`: 'category.create', 'user.disable', 'rating.approve', ... */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** The record's fields before and after the change (null for a creation or deletion); no secrets. */
  before?: unknown;
  after?: unknown;
}

/** Records an admin action. Call it with the transaction that makes the change, so both land or neither. */
export async function recordAudit(db: Db, actor: Viewer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.displayName,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
