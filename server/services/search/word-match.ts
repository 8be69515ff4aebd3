import { type SQL, sql } from 'drizzle-orm';
import { advertisements as ads } from '../../db/schema/ads';

/**
 * pg_trgm word similarity a typo must reach (set per search transaction). Tuned on real words:
 * 'kvartira' → 'kvartyra' 0.56, 'квартра' → 'kvartra' 0.63, 'aprtment' → 'apartment' 0.58, while
 * 'honda' → 'honey' (0.5) stays out.
 */
export const TYPO_SIMILARITY = 0.55;
/** Shorter words match parts of words only from their start (full text), never in the middle. */
export const MIN_PART_LENGTH = 3;
/** A four-letter word shares 3 of its 5 trigrams with many other words (sofa/soft): no typos below 5. */
export const MIN_TYPO_LENGTH = 5;

const escapeLike = (w: string) => w.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Every word as a whole word or a word start (the full-text index). Words are already folded. */
export const allWordStarts = (words: string[]): SQL =>
  sql`${ads.searchVector} @@ hromada_prefix_query(${words.join(' ')})`;

/** One folded word: a word start, or inside a word (≥ 3 letters), or a small typo (≥ 5 letters). */
export function wordMatches(word: string): SQL {
  const ways = [sql`${ads.searchVector} @@ hromada_prefix_query(${word})`];
  if (word.length >= MIN_PART_LENGTH) ways.push(sql`${ads.searchText} ilike ${`%${escapeLike(word)}%`}`);
  if (word.length >= MIN_TYPO_LENGTH) ways.push(sql`${word} <% ${ads.searchText}`);
  return sql`(${sql.join(ways, sql` or `)})`;
}

/** Relevance: word starts found, the title (weight A) counting more than the description (B). */
export const fullTextRank = (words: string[]): SQL =>
  sql`ts_rank_cd('{0.1, 0.2, 0.4, 1.0}', ${ads.searchVector}, ${sql.join(
    words.map((w) => sql`hromada_prefix_query(${w})`),
    sql` || `,
  )})`;

/** For ads found only through parts of words or typos: how close the nearest words are. */
export const closeness = (words: string[]): SQL =>
  sql.join(
    words.map((w) => sql`word_similarity(${w}, ${ads.searchText})`),
    sql` + `,
  );
