import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { newestWalkPays, vocabularyChoosesScan } from './newest-walk';
import {
  LOOSE_CANDIDATES,
  looseCandidates,
  rankedPage,
  type SearchQueryParams,
  wholeWordCandidates,
} from './search-query';
import { looseQuery } from './word-match';
import { type VariantRow, variantLookup, wordVariants } from './word-variants';

/**
 * Planner settings of the search transaction: never a sequential scan of the ads (every step has an
 * index); no JIT (it costs more than these queries take).
 */
const SEARCH_SETTINGS = sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`;
/**
 * Step 2 stops at its first LOOSE_CANDIDATES matches, which a bitmap scan of the full-text index does
 * cheaply; an index walk in another order would test the question on every ad it passes. The same
 * holds for step 1 of a newest-first search for a question expected to match few ads.
 */
const BITMAP_SCANS_ONLY = sql`select set_config('enable_indexscan', 'off', true)`;

/** The statements of a search, in the order they run (explainSearch() labels its plans with them). */
export type SearchStep = 'walk or bitmap' | 'whole words' | 'vocabulary' | 'parts, typos' | 'rank';
type Step = (statement: SQL, name: SearchStep) => Promise<unknown[]>;
type WalkRow = { expected: number; walk: boolean };

export interface SearchRun {
  /** One page of results, in order. */
  ids: string[];
  /** Every candidate ranked: whole-word matches and, when step 2 ran, the looser ones. */
  candidates: number;
  /** Whether step 1 found fewer whole-word matches than it takes (then `candidates` holds them all). */
  wholeWordsAll: boolean;
  /** false when step 2 stopped at LOOSE_CANDIDATES: there may be more. */
  looseAll: boolean;
  /** The matches a newest-first search without filters expected (newestWalkPays), a low estimate. */
  expectedMatches?: number;
}

/** The statements of search-query.ts in order, each run through `step`. */
async function searchSteps(
  tx: Db,
  p: SearchQueryParams,
  page: { offset: number; take: number },
  step: Step,
): Promise<SearchRun> {
  await tx.execute(SEARCH_SETTINGS);
  // Newest first and the suggestions ask step 1 for only a few matches, where a walk of the
  // newest-first index is either far cheaper than a bitmap scan or far dearer: the vocabulary decides.
  let expectedMatches: number | undefined;
  if (vocabularyChoosesScan(p)) {
    const [estimate] = (await step(newestWalkPays(p.words, p.candidates), 'walk or bitmap')) as WalkRow[];
    expectedMatches = estimate?.expected;
    if (!estimate?.walk) await tx.execute(BITMAP_SCANS_ONLY);
  }
  const whole = (await step(wholeWordCandidates(p), 'whole words')) as { id: string; newest: boolean }[];
  const ids = new Set(whole.map((r) => r.id));
  const newest = whole.filter((r) => r.newest).length;
  let looseAll = true;
  let loose: string | undefined;
  // Looser matches rank after every whole-word one, so they are needed only when whole words
  // cannot fill the page asked for; and only when some word stands for other words.
  if (newest < page.offset + page.take) {
    const lookup = variantLookup(p.words);
    const variants = lookup ? wordVariants(p.words, (await step(lookup, 'vocabulary')) as VariantRow[]) : [];
    if (variants.some((v) => v.length > 0)) {
      loose = looseQuery(p.words, variants);
      await tx.execute(BITMAP_SCANS_ONLY);
      const rows = (await step(looseCandidates(p, loose), 'parts, typos')) as { id: string }[];
      looseAll = rows.length < LOOSE_CANDIDATES;
      for (const r of rows) ids.add(r.id);
    }
  }
  const run = { candidates: ids.size, wholeWordsAll: newest < p.candidates, looseAll, expectedMatches };
  if (ids.size === 0) return { ids: [], ...run };
  const ranked = (await step(rankedPage(p, [...ids], page, loose), 'rank')) as { id: string }[];
  return { ids: ranked.map((r) => r.id), ...run };
}

/** One page of results, best first, with what the search's total needs. */
export function runSearchCounted(db: Db, p: SearchQueryParams, page: { offset: number; take: number }) {
  return db.transaction((tx) => searchSteps(tx, p, page, (statement) => queryRows(tx, statement)));
}

/** The ids of one page of results, best first. */
export async function runSearch(db: Db, p: SearchQueryParams, page: { offset: number; take: number }) {
  return (await runSearchCounted(db, p, page)).ids;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement a search runs, with the same settings, in order
 * (for the benchmark and docs/decisions/011, 024).
 */
export async function explainSearch(db: Db, p: SearchQueryParams, page = { offset: 0, take: 25 }) {
  const plans: { step: SearchStep; plan: string }[] = [];
  await db.transaction((tx) =>
    searchSteps(tx, p, page, async (statement, step) => {
      const plan = await queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain (analyze, buffers) ${statement}`,
      );
      plans.push({ step, plan: plan.map((line) => line['QUERY PLAN']).join('\n') });
      return queryRows(tx, statement);
    }),
  );
  return plans;
}
