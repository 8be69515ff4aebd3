import { type SQL, sql } from 'drizzle-orm';
import { advertisements as ads } from '../../db/schema/ads';

/** Every word as a whole word or a word start (the full-text index). Words are already folded. */
export const allWordStarts = (words: string[]): SQL =>
  sql`${ads.searchVector} @@ hromada_prefix_query(${words.join(' ')})`;

/** A lexeme in tsquery syntax: quoted, its quotes doubled and backslashes escaped. */
const lexeme = (word: string) => `'${word.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;

/**
 * The looser question as tsquery text: every word as a word start or as one of its variants (the
 * vocabulary words holding it inside or within its typos, wordVariants()), all words required.
 */
export const looseQuery = (words: string[], variants: string[][]): string =>
  words.map((w, i) => `(${[`${lexeme(w)}:*`, ...(variants[i] ?? []).map(lexeme)].join(' | ')})`).join(' & ');

/** Ads matching the looser question (the full-text index). */
export const looseMatches = (query: string): SQL => sql`${ads.searchVector} @@ ${query}::tsquery`;

const RANK_WEIGHTS = sql`'{0.1, 0.2, 0.4, 1.0}'`;

/** Relevance: word starts found, the title (weight A) counting more than the description (B). */
export const fullTextRank = (words: string[]): SQL =>
  sql`ts_rank_cd(${RANK_WEIGHTS}, ${ads.searchVector}, ${sql.join(
    words.map((w) => sql`hromada_prefix_query(${w})`),
    sql` || `,
  )})`;

/** For ads found only through parts of words or typos: the same relevance over the looser question. */
export const looseRank = (query: string): SQL =>
  sql`ts_rank_cd(${RANK_WEIGHTS}, ${ads.searchVector}, ${query}::tsquery)`;
