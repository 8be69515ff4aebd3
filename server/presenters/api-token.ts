import type { ApiToken } from '../../shared/schemas/api-tokens';
import type { ApiTokenRow } from '../services/api-tokens/list-api-tokens';

const iso = (date: Date | null) => date?.toISOString() ?? null;

/** A token for the admin page: never its secret or hash; its state as of `now`. */
export function presentApiToken(row: ApiTokenRow, now = new Date()): ApiToken {
  let state: ApiToken['state'] = 'active';
  if (row.revokedAt) state = 'revoked';
  else if (row.expiresAt && row.expiresAt <= now) state = 'expired';
  return {
    id: row.id,
    name: row.name,
    token_prefix: row.tokenPrefix,
    scopes: row.scopes,
    user: { id: row.userId, display_name: row.userName },
    created_by:
      row.createdBy && row.createdByName ? { id: row.createdBy, display_name: row.createdByName } : null,
    created_at: row.createdAt.toISOString(),
    expires_at: iso(row.expiresAt),
    last_used_at: iso(row.lastUsedAt),
    revoked_at: iso(row.revokedAt),
    state,
  };
}
