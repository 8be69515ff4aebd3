import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/audit-log';
import { decodeAuditCursor, encodeAuditCursor } from './audit-cursor';

export interface AuditLogFilters {
  action?: string;
  entityType?: string;
  actorId?: string;
}

export type AuditRow = typeof auditLog.$inferSelect;

/** The log, newest first (created_at, then id), filtered, one page after `cursor`. */
export async function listAuditLog(
  db: Db,
  filters: AuditLogFilters,
  page: { cursor?: string; limit: number },
): Promise<{ rows: AuditRow[]; nextCursor: string | null }> {
  const conditions: SQL[] = [];
  if (filters.action) conditions.push(eq(auditLog.action, filters.action));
  if (filters.entityType) conditions.push(eq(auditLog.entityType, filters.entityType));
  if (filters.actorId) conditions.push(eq(auditLog.actorId, filters.actorId));
  if (page.cursor) {
    const after = decodeAuditCursor(page.cursor);
    conditions.push(sql`(${auditLog.createdAt}, ${auditLog.id}) < (${after.c}::timestamptz, ${after.i})`);
  }
  const rows = await db
    .select({ entry: auditLog, createdText: sql<string>`${auditLog.createdAt}::text` })
    .from(auditLog)
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    rows: shown.map((r) => r.entry),
    nextCursor:
      rows.length > page.limit && last ? encodeAuditCursor({ c: last.createdText, i: last.entry.id }) : null,
  };
}

/** The actions and kinds of record the log holds (for the filters), in alphabetical order. */
export async function auditLogFacets(db: Db): Promise<{ actions: string[]; entityTypes: string[] }> {
  const [actions, types] = await Promise.all([
    db.selectDistinct({ v: auditLog.action }).from(auditLog).orderBy(asc(auditLog.action)),
    db.selectDistinct({ v: auditLog.entityType }).from(auditLog).orderBy(asc(auditLog.entityType)),
  ]);
  return { actions: actions.map((r) => r.v), entityTypes: types.map((r) => r.v) };
}
