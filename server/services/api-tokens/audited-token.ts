import type { apiTokens } from '../../db/schema/api-tokens';

/** What the audit log keeps of a token: never its hash (nor, of course, the secret). */
export const auditedToken = (row: typeof apiTokens.$inferSelect) => ({
  name: row.name,
  token_prefix: row.tokenPrefix,
  scopes: row.scopes,
  user_id: row.userId,
  expires_at: row.expiresAt?.toISOString() ?? null,
  revoked_at: row.revokedAt?.toISOString() ?? null,
});
