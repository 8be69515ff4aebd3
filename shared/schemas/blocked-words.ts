import { z } from 'zod';
import { text } from './text';

export const BLOCKED_WORD_MAX_LENGTH = 100;
/** Entries the list holds at most (each post is checked against all of them). */
export const BLOCKED_WORDS_MAX = 2000;

/** POST /admin/blocked-words: a word or phrase; a trailing `*` matches every word starting with it. */
export const BlockedWordInput = z
  .strictObject({
    word: text({ error: 'blockedWordRequired' })
      .trim()
      .min(1, { error: 'blockedWordRequired' })
      .max(BLOCKED_WORD_MAX_LENGTH, { error: 'blockedWordTooLong' }),
  })
  .meta({ id: 'BlockedWordInput' });
export type BlockedWordInput = z.infer<typeof BlockedWordInput>;

export const BlockedWord = z
  .object({
    id: z.uuid(),
    word: z.string(),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'BlockedWord' });
export type BlockedWord = z.infer<typeof BlockedWord>;

export const BlockedWordList = z.object({ items: z.array(BlockedWord) }).meta({ id: 'BlockedWordList' });
export type BlockedWordList = z.infer<typeof BlockedWordList>;
