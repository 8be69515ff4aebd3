import type { BlockedPerson } from '../../shared/schemas/blocks';
import type { BlockedRow } from '../services/blocks/block-person';

/** Someone the viewer blocked: their public name only (a deleted profile has none). */
export const presentBlockedPerson = (row: BlockedRow): BlockedPerson => ({
  user_id: row.userId,
  display_name: row.displayName ?? '',
  blocked_at: row.blockedAt.toISOString(),
});
