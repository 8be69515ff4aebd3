import type { BlockedWord } from '../../shared/schemas/blocked-words';
import type { BlockedWordRow } from '../services/anti-spam/blocked-words';

/** An entry of the blocked-words list as admins read it (who added it is in the audit log). */
export const presentBlockedWord = (row: BlockedWordRow): BlockedWord => ({
  id: row.id,
  word: row.word,
  created_at: row.createdAt.toISOString(),
});
