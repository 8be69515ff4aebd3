import { type SQL, sql } from 'drizzle-orm';
import { withinEdits } from './edit-distance';

/** Shorter words match parts of words only from their start (full text), never in the middle. */
export const MIN_PART_LENGTH = 3;
/** Words of at least this many letters forgive one edit (a four-letter word is one edit from too many). */
export const ONE_EDIT_LENGTH = 5;
/** Words of at least this many letters forgive two edits. */
export const TWO_EDITS_LENGTH = 9;
/** The most frequent vocabulary words holding a query word inside them that join the search. */
const MAX_INSIDE_VARIANTS = 20;
/** The closest vocabulary words (by trigrams) checked for typos, per query word. */
const MAX_TYPO_CANDIDATES = 100;

/** How many edits a folded query word forgives: one from 5 letters, two from 9. */
export const allowedEdits = (word: string): number =>
  word.length >= TWO_EDITS_LENGTH ? 2 : word.length >= ONE_EDIT_LENGTH ? 1 : 0;

/**
 * The trigram similarity every word within `allowedEdits(word)` edits of `word` reaches, so the
 * trigram index finds them all. A word of n letters has n + 1 trigrams; an edit changes at most 4 of
 * them (a swap), so at least n + 1 − 4k stay shared with a word of at most n + k letters
 * (docs/decisions/023). Slightly lowered against rounding.
 */
export function typoSimilarity(word: string): number {
  const n = word.length;
  const k = allowedEdits(word);
  const shared = n + 1 - 4 * k;
  return (0.99 * shared) / (n + 1 + (n + k + 1) - shared);
}

/** The lowest typoSimilarity of the words (the trigram index's threshold), 1 when none forgives typos. */
export const typoThreshold = (words: string[]): number =>
  Math.min(1, ...words.filter((w) => allowedEdits(w) > 0).map(typoSimilarity));

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Vocabulary words holding `word` inside (not at their start: the full-text prefix finds those). */
const insideWords = (i: number, word: string): SQL => sql`
(select ${i}::int as i, word, false as typo from search_words
  where word like ${`%${escapeLike(word)}%`} and word not like ${`${escapeLike(word)}%`}
  order by ads desc limit ${MAX_INSIDE_VARIANTS})`;

/** Vocabulary words that may be `word` with typos: the trigram index, then length and similarity. */
const typoCandidates = (i: number, word: string): SQL => {
  const k = allowedEdits(word);
  return sql`
(select ${i}::int as i, word, true as typo from search_words
  where word % ${word} and length(word) between ${word.length - k} and ${word.length + k}
    and similarity(word, ${word}) >= ${typoSimilarity(word)} and left(word, ${word.length}) <> ${word}
  order by similarity(word, ${word}) desc limit ${MAX_TYPO_CANDIDATES})`;
};

/**
 * The vocabulary statement for the folded query words: words holding one inside (3+ letters) and
 * words that may be one with typos (5+ letters); null when no word is long enough for either. The
 * search transaction has set pg_trgm.similarity_threshold to typoThreshold(words).
 */
export function variantLookup(words: string[]): SQL | null {
  const lookups = words.flatMap((word, i) => [
    ...(word.length >= MIN_PART_LENGTH ? [insideWords(i, word)] : []),
    ...(allowedEdits(word) > 0 ? [typoCandidates(i, word)] : []),
  ]);
  return lookups.length === 0 ? null : sql.join(lookups, sql` union all `);
}

export type VariantRow = { i: number; word: string; typo: boolean };

/**
 * For each query word, the words of the approved ads it also stands for (variantLookup's rows), a
 * typo only when it is within the word's allowed edits, checked exactly here.
 */
export function wordVariants(words: string[], rows: VariantRow[]): string[][] {
  const variants = words.map(() => new Set<string>());
  for (const row of rows) {
    const word = words[row.i] ?? '';
    if (!row.typo || withinEdits(word, row.word, allowedEdits(word))) variants[row.i]?.add(row.word);
  }
  return variants.map((set) => [...set]);
}
