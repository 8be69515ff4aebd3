import { eq } from 'drizzle-orm';
import type { ApiTokenScope } from '../../../shared/schemas/api-tokens';
import { AppError } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema/api-tokens';
import { profiles } from '../../db/schema/profiles';
import { requireAdministrator } from '../../policies/administer';
import { recordAudit } from '../audit/record-audit';
import { auditedToken } from './audited-token';
import { type ApiTokenRow, findApiToken } from './list-api-tokens';
import { newSecret } from './token-secret';

export interface NewApiToken {
  name: string;
  scopes: ApiTokenScope[];
  /** The person it acts as; the admin when absent. */
  userId?: string;
  expiresAt?: Date | null;
}

/**
 * An admin signed in on the site makes a token acting as a person. Returns its id and the secret,
 * which exists only in this answer: the table keeps its SHA-256 and the first 8 characters after
 * `hro_`. A request authenticated by a token may not make tokens at all (403 SESSION_REQUIRED): a
 * leaked token must not mint a successor that outlives its own revocation, nor credentials acting
 * as other people. Answers the token as the admin page lists it, with its secret.
 */
export async function createApiToken(
  db: Db,
  admin: Viewer,
  input: NewApiToken,
  now: Date,
): Promise<{ token: ApiTokenRow; secret: string }> {
  requireAdministrator(admin);
  if (admin.authenticatedBy?.method === 'api_token') throw new AppError('SESSION_REQUIRED', 403);
  const userId = input.userId ?? admin.id;
  if (input.expiresAt && input.expiresAt <= now)
    throw new AppError('VALIDATION_FAILED', 400, { fields: { expires_at: 'invalidValue' } });
  const [person] = await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
  if (!person) throw new AppError('VALIDATION_FAILED', 400, { fields: { user_id: 'invalidValue' } });

  const { secret, hash, prefix } = newSecret();
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(apiTokens)
      .values({
        name: input.name,
        tokenHash: hash,
        tokenPrefix: prefix,
        scopes: input.scopes,
        userId,
        createdBy: admin.id,
        expiresAt: input.expiresAt ?? null,
      })
      .returning();
    if (!row) throw new Error('token not created');
    await recordAudit(tx, admin, {
      action: 'api_token.create',
      entityType: 'api_token',
      entityId: row.id,
      after: auditedToken(row),
    });
    return row.id;
  });
  const token = await findApiToken(db, id);
  if (!token) throw new Error('token not found after creating it');
  return { token, secret };
}
