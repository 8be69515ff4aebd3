import { eq, sql } from 'drizzle-orm';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema/api-tokens';
import { auditLog } from '../../db/schema/audit-log';

export interface AuditEntry {
  /** What was done, as `<entity>.<verb>`: 'category.create', 'user.disable', 'rating.approve', ... */
  action: string;
  entityType: string;
  entityId?: string | null;
  /** The record's fields before and after the change (null for a creation or deletion); no secrets. */
  before?: unknown;
  after?: unknown;
}

/**
 * Records an admin action, and the API token it was done with when it was (its name read in the
 * same statement). Call it with the transaction that makes the change, so both land or neither.
 */
export async function recordAudit(db: Db, actor: Viewer, entry: AuditEntry): Promise<void> {
  const tokenId = actor.authenticatedBy?.method === 'api_token' ? actor.authenticatedBy.tokenId : null;
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorName: actor.displayName,
    actorTokenId: tokenId,
    actorTokenName: tokenId
      ? sql`(${db.select({ name: apiTokens.name }).from(apiTokens).where(eq(apiTokens.id, tokenId))})`
      : null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
