import { type SQL, sql } from 'drizzle-orm';
import type { SearchSort } from '../../../shared/schemas/search';
import type { SearchFilters } from './search-filters';

/** How far above the break-even point the expected matches must be before a walk is chosen. */
const WALK_MARGIN = 2;

/**
 * Whether step 1 of a newest-first search may walk the newest-first index (docs/decisions/024, "The
 * newest order"). A walk reads about candidates × ads / matches ads before it holds the newest
 * `candidates` matches; a bitmap scan of the full-text index reads every match. So a walk pays when
 * the matches exceed √(candidates × ads), and for a rare word it would read the whole table (the
 * planner, misjudging a prefix query, chose one: 878 ms for a word in 109 ads). The matches are
 * estimated low on purpose: for each query word the vocabulary's largest count of ads among the words
 * it starts, as shares of the ads, multiplied as if independent (`expected`).
 */
export function newestWalkPays(words: string[], candidates: number): SQL {
  const prefixes = words.map((w) => `${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  return sql`
with total as (select greatest(reltuples, 1)::float8 as n from pg_class where oid = 'public.advertisements'::regclass),
shares as (
  select least(1, greatest(coalesce((select max(ads) from search_words where word like q), 0), 0.5) / total.n) as s
  from total, unnest(array[${sql.join(
    prefixes.map((q) => sql`${q}`),
    sql`, `,
  )}]::text[]) as q)
select m as expected, m >= ${WALK_MARGIN} * sqrt(${candidates} * n) as walk
from (select total.n, total.n * exp(sum(ln(shares.s))) as m from total, shares group by total.n) as e`;
}

/**
 * Whether a search ranks only its page's depth (`candidates` is then `offset + take`): newest first,
 * one word, no filters. With filters the words alone cannot say how many matches a filter keeps; with
 * several words, how often they meet (two common words that never meet, one in each language, would
 * be expected in thousands of ads). Those rank the newest 500 and the planner chooses, as before.
 */
export const pageDeep = (p: { sort?: SearchSort; filters: SearchFilters; words: string[] }): boolean =>
  p.sort === 'newest' && p.words.length === 1 && unfiltered(p.filters);

/** The suggestions' depth (suggest-ads.ts): step 1 keeps only the newest this-many whole-word matches. */
export const SUGGESTION_CANDIDATES = 50;

/**
 * Whether the vocabulary, not the planner, chooses how step 1 reads: whenever it keeps only the
 * newest few matches (a newest-first page, or the suggestions' 50). Left to itself the planner
 * misjudges a prefix's matches: it walked 54,000 ads of the newest-first index to find the 50 newest
 * starting with "arriva" (600 ms at a million ads; a bitmap scan: 1-5 ms).
 */
export const vocabularyChoosesScan = (p: {
  sort?: SearchSort;
  filters: SearchFilters;
  words: string[];
  candidates: number;
}): boolean => pageDeep(p) || p.candidates <= SUGGESTION_CANDIDATES;

const unfiltered = (f: SearchFilters): boolean =>
  f.cityIds.length === 0 &&
  f.categoryIds.length === 0 &&
  f.minPrice === undefined &&
  f.maxPrice === undefined &&
  f.posted === 'all' &&
  !f.withImages &&
  !f.eventsOnly;
