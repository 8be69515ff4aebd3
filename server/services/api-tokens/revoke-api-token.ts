import { and, eq, isNull } from 'drizzle-orm';
import { z } from 'zod';
import { notFound } from '../../core/app-error';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { apiTokens } from '../../db/schema/api-tokens';
import { requireAdministrator } from '../../policies/administer';
import { recordAudit } from '../audit/record-audit';
import { auditedToken } from './audited-token';
import { type ApiTokenRow, findApiToken } from './list-api-tokens';

const isUuid = (id: string) => z.uuid().safeParse(id).success;

/**
 * Revokes a token for good (it answers 401 from the next request). Revoking a revoked token changes
 * nothing and records nothing; an unknown id (a UUID or not) is a 404. Answers the token, revoked.
 */
export async function revokeApiToken({ db, clock }: Deps, admin: Viewer, id: string): Promise<ApiTokenRow> {
  requireAdministrator(admin);
  if (!isUuid(id)) throw notFound();
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(apiTokens).where(eq(apiTokens.id, id)).for('update');
    if (!before) throw notFound();
    if (before.revokedAt) return;
    const [after] = await tx
      .update(apiTokens)
      .set({ revokedAt: clock() })
      .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
      .returning();
    if (!after) return;
    await recordAudit(tx, admin, {
      action: 'api_token.revoke',
      entityType: 'api_token',
      entityId: id,
      before: auditedToken(before),
      after: auditedToken(after),
    });
  });
  const token = await findApiToken(db, id);
  if (!token) throw notFound();
  return token;
}
