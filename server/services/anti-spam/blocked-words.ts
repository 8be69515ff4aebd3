import { asc, count, eq } from 'drizzle-orm';
import { BLOCKED_WORDS_MAX } from '../../../shared/schemas/blocked-words';
import { AppError, notFound } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { blockedWords } from '../../db/schema/anti-spam';
import { recordAudit } from '../audit/record-audit';
import { blockedPattern } from './blocked-word-match';

export type BlockedWordRow = typeof blockedWords.$inferSelect;

/** The whole list, alphabetically (it is short: what admins type in by hand). */
export const listBlockedWords = (db: Db): Promise<BlockedWordRow[]> =>
  db.select().from(blockedWords).orderBy(asc(blockedWords.word));

/**
 * Adds a word or phrase. Two spellings that fold alike ('Viagra', 'vіagra' with a Cyrillic 'і') are
 * one entry: the second is refused with 409 naming the first. Every ad posted reads the whole list,
 * so it holds at most BLOCKED_WORDS_MAX entries. Audited in the same transaction.
 */
export async function addBlockedWord(db: Db, admin: Viewer, word: string): Promise<BlockedWordRow> {
  const pattern = blockedPattern(word);
  if (!pattern) throw new AppError('VALIDATION_FAILED', 400, { fields: { word: 'blockedWordNoLetters' } });
  return db.transaction(async (tx) => {
    const [listed] = await tx.select({ n: count() }).from(blockedWords);
    if ((listed?.n ?? 0) >= BLOCKED_WORDS_MAX) {
      throw new AppError('VALIDATION_FAILED', 400, { fields: { word: 'blockedWordListFull' } });
    }
    const [row] = await tx
      .insert(blockedWords)
      .values({ word, folded: pattern.folded, createdBy: admin.id })
      .onConflictDoNothing({ target: blockedWords.folded })
      .returning();
    if (!row) {
      const [existing] = await tx.select().from(blockedWords).where(eq(blockedWords.folded, pattern.folded));
      throw new AppError('BLOCKED_WORD_EXISTS', 409, { params: { word, existing: existing?.word ?? word } });
    }
    await recordAudit(tx, admin, {
      action: 'blocked_word.create',
      entityType: 'blocked_word',
      entityId: row.id,
      after: { word: row.word },
    });
    return row;
  });
}

/** Removes an entry (404 when there is none); ads already flagged keep their reason until next saved. */
export async function removeBlockedWord(db: Db, admin: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(blockedWords).where(eq(blockedWords.id, id)).returning();
    if (!row) throw notFound();
    await recordAudit(tx, admin, {
      action: 'blocked_word.delete',
      entityType: 'blocked_word',
      entityId: row.id,
      before: { word: row.word },
    });
  });
}
