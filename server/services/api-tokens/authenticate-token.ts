import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { apiTokens } from '../../db/schema/api-tokens';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';
import { tokenRole } from '../../policies/api-token-scope';
import { hashSecret, looksLikeSecret } from './token-secret';

/** last_used_at is written at most this often per token, so a busy reader does not write on every call. */
export const LAST_USED_PRECISION_MS = 60_000;

/**
 * The viewer an API token acts as, or null when the secret is unknown, revoked or expired, or its
 * person is disabled. The viewer is an admin only when the token has the 'admin' scope and the
 * person is an admin now.
 */
export async function authenticateToken(db: Db, secret: string, now: Date): Promise<Viewer | null> {
  if (!looksLikeSecret(secret)) return null;
  const [row] = await db
    .select({
      token: {
        id: apiTokens.id,
        scopes: apiTokens.scopes,
        expiresAt: apiTokens.expiresAt,
        revokedAt: apiTokens.revokedAt,
        lastUsedAt: apiTokens.lastUsedAt,
      },
      person: {
        id: user.id,
        email: user.email,
        phoneNumber: user.phoneNumber,
        twoFactorEnabled: user.twoFactorEnabled,
      },
      profile: { role: profiles.role, displayName: profiles.displayName, disabled: profiles.disabled },
    })
    .from(apiTokens)
    .innerJoin(user, eq(user.id, apiTokens.userId))
    .innerJoin(profiles, eq(profiles.id, apiTokens.userId))
    .where(eq(apiTokens.tokenHash, hashSecret(secret)));
  if (!row) return null;
  const { token, person, profile } = row;
  if (token.revokedAt || (token.expiresAt && token.expiresAt <= now) || profile.disabled) return null;

  if (!token.lastUsedAt || now.getTime() - token.lastUsedAt.getTime() >= LAST_USED_PRECISION_MS) {
    await markUsed(db, token.id, now);
  }
  const scopes = token.scopes;
  return {
    id: person.id,
    email: person.email,
    role: tokenRole(profile.role, scopes),
    displayName: profile.displayName,
    phoneNumber: person.phoneNumber ?? null,
    twoFactorEnabled: person.twoFactorEnabled === true,
    authenticatedBy: { method: 'api_token', tokenId: token.id, scopes },
  };
}

// Conditional, so parallel requests of one token write once per interval.
async function markUsed(db: Db, id: string, now: Date) {
  const stale = new Date(now.getTime() - LAST_USED_PRECISION_MS);
  await db
    .update(apiTokens)
    .set({ lastUsedAt: now })
    .where(and(eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, stale))));
}
