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
/** Vocabulary words checked for typos, per query word (all those within twice the edits, in practice). */
const MAX_TYPO_CANDIDATES = 100;

/** How many edits a folded query word forgives: one from 5 letters, two from 9. */
export const allowedEdits = (word: string): number =>
  word.length >= TWO_EDITS_LENGTH ? 2 : word.length >= ONE_EDIT_LENGTH ? 1 : 0;

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * LIKE patterns of which every word within the allowed edits of `word` (5+ letters) matches at least
 * one, so the lookup can use the trigram index (docs/decisions/024): an edit changes at most two
 * neighbouring letters, so one edit leaves the first two letters or the last two in place; two
 * edits that break both leave the letters from the fourth to the fourth from last (three or more
 * from nine letters) in one piece.
 */
export function typoAnchors(word: string): string[] {
  const n = word.length;
  const ends = [`${escapeLike(word.slice(0, 2))}%`, `%${escapeLike(word.slice(n - 2))}`];
  return allowedEdits(word) < 2 ? ends : [...ends, `%${escapeLike(word.slice(3, n - 3))}%`];
}

/** Vocabulary words holding `word` inside (not at their start: the full-text prefix finds those). */
const insideWords = (i: number, word: string): SQL => sql`
(select ${i}::int as i, word, false as typo from search_words
  where word like ${`%${escapeLike(word)}%`} and word not like ${`${escapeLike(word)}%`}
  order by ads desc limit ${MAX_INSIDE_VARIANTS})`;

/**
 * Vocabulary words that may be `word` with typos: a length within the allowed edits, one of its
 * anchors (trigram index), and a Levenshtein distance (fuzzystrmatch, C) of at most twice the edits,
 * which every word within them has (a swap is two Levenshtein edits); the swaps are told apart in
 * wordVariants().
 */
const typoCandidates = (i: number, word: string): SQL => {
  const k = allowedEdits(word);
  const anchors = typoAnchors(word).map((pattern) => sql`word like ${pattern}`);
  return sql`
(select ${i}::int as i, word, true as typo from search_words
  where length(word) between ${word.length - k} and ${word.length + k} and (${sql.join(anchors, sql` or `)})
    and left(word, ${word.length}) <> ${word}
    and levenshtein_less_equal(word, ${word}, ${2 * k}) <= ${2 * k}
  limit ${MAX_TYPO_CANDIDATES})`;
};

/**
 * The vocabulary statement for the folded query words: words holding one inside (3+ letters) and
 * words that may be one with typos (5+ letters); null when no word is long enough for either. The
 * edits are checked exactly by wordVariants().
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

/** typoAnchors() tested in memory: whether `candidate` holds one of the anchors of `word`. */
function anchoredIn(word: string, candidate: string): boolean {
  return (
    candidate.startsWith(word.slice(0, 2)) ||
    candidate.endsWith(word.slice(-2)) ||
    (allowedEdits(word) >= 2 && candidate.includes(word.slice(3, word.length - 3)))
  );
}

/** A list of words by their three-letter pieces and their first and last two letters. */
export interface VocabularyIndex {
  pieces: Map<string, Set<string>>;
  starts: Map<string, Set<string>>;
  ends: Map<string, Set<string>>;
}

const addTo = (map: Map<string, Set<string>>, key: string, word: string) => {
  const set = map.get(key) ?? new Set<string>();
  set.add(word);
  map.set(key, set);
};

export function indexVocabulary(vocabulary: Iterable<string>): VocabularyIndex {
  const index: VocabularyIndex = { pieces: new Map(), starts: new Map(), ends: new Map() };
  for (const word of vocabulary) {
    for (let i = 0; i + MIN_PART_LENGTH <= word.length; i++)
      addTo(index.pieces, word.slice(i, i + MIN_PART_LENGTH), word);
    addTo(index.starts, word.slice(0, 2), word);
    addTo(index.ends, word.slice(-2), word);
  }
  return index;
}

/**
 * The words of the index that can be a variant of `word`: one holding it holds its first three
 * letters; one within its typos holds one of its anchors (the middle one: its first three letters).
 */
function possibleVariants(word: string, index: VocabularyIndex): Set<string> {
  const found = new Set<string>();
  const add = (words?: Set<string>) => {
    for (const w of words ?? []) found.add(w);
  };
  if (word.length >= MIN_PART_LENGTH) add(index.pieces.get(word.slice(0, MIN_PART_LENGTH)));
  const k = allowedEdits(word);
  if (k > 0) {
    add(index.starts.get(word.slice(0, 2)));
    add(index.ends.get(word.slice(-2)));
  }
  if (k >= 2) add(index.pieces.get(word.slice(3, 3 + MIN_PART_LENGTH)));
  return found;
}

/**
 * variantLookup's rows drawn from an indexed list of words instead of the whole vocabulary (the words
 * of a few new ads, for saved searches' alerts): the same two rules, checked exactly by wordVariants().
 */
export function variantRowsAmong(words: string[], index: VocabularyIndex): VariantRow[] {
  const rows: VariantRow[] = [];
  words.forEach((word, i) => {
    const k = allowedEdits(word);
    for (const candidate of possibleVariants(word, index)) {
      if (candidate.startsWith(word)) continue;
      if (word.length >= MIN_PART_LENGTH && candidate.includes(word))
        rows.push({ i, word: candidate, typo: false });
      if (k > 0 && Math.abs(candidate.length - word.length) <= k && anchoredIn(word, candidate))
        rows.push({ i, word: candidate, typo: true });
    }
  });
  return rows;
}
