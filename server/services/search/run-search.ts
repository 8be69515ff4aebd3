import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import {
  LOOSE_CANDIDATES,
  looseCandidates,
  rankedPage,
  type SearchQueryParams,
  wholeWordCandidates,
} from './search-query';
import { TYPO_SIMILARITY } from './word-match';

/**
 * Planner settings of the search transaction: the typo threshold `<%` reads; never a sequential
 * scan of the ads (every step has an index); no JIT (it costs more than these queries take).
 */
const SEARCH_SETTINGS = sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_SIMILARITY)}, true),
  set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`;
/**
 * Step 2 must stop at its first LOOSE_CANDIDATES matches, which only a bitmap scan of the trigram
 * index does cheaply (an index walk would test word similarity on every ad it passes). It is also
 * the one step whose work a query cannot bound: a long word with selective filters can leave
 * hundreds of thousands of trigram candidates to check, so it gets a time budget and, past it,
 * the search answers with whole-word matches only (docs/decisions/011).
 */
export const LOOSE_STEP_BUDGET_MS = 300;
const LOOSE_STEP_SETTINGS = sql`select set_config('enable_indexscan', 'off', true),
  set_config('statement_timeout', ${String(LOOSE_STEP_BUDGET_MS)}, true)`;
const NO_TIMEOUT = sql`select set_config('statement_timeout', '0', true)`;

const QUERY_CANCELED = '57014';
const wasCanceled = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === QUERY_CANCELED || e.cause?.code === QUERY_CANCELED;
};

type Step = (statement: SQL, on?: Db) => Promise<unknown[]>;

export interface SearchRun {
  /** One page of results, in order. */
  ids: string[];
  /** Every candidate ranked: whole-word matches and, when step 2 ran, the looser ones. */
  candidates: number;
  /** Whether step 1 found fewer whole-word matches than it takes (then `candidates` holds them all). */
  wholeWordsAll: boolean;
  /** false when step 2 stopped at LOOSE_CANDIDATES or at its time budget: there may be more. */
  looseAll: boolean;
}

/** The statements of search-query.ts in order, each run through `step` (on the savepoint when given). */
async function searchSteps(
  tx: Db,
  p: SearchQueryParams,
  page: { offset: number; take: number },
  step: Step,
): Promise<SearchRun> {
  await tx.execute(SEARCH_SETTINGS);
  const whole = (await step(wholeWordCandidates(p))) as { id: string; newest: boolean }[];
  const ids = new Set(whole.map((r) => r.id));
  const newest = whole.filter((r) => r.newest).length;
  let looseAll = true;
  // Looser matches rank after every whole-word one, so they are needed only when whole words
  // cannot fill the page asked for.
  if (newest < page.offset + page.take) {
    // In a savepoint: a cancelled statement would otherwise abort the whole transaction.
    const loose = await tx
      .transaction(async (sp) => {
        await sp.execute(LOOSE_STEP_SETTINGS);
        const rows = (await step(looseCandidates(p), sp)) as { id: string }[];
        await sp.execute(NO_TIMEOUT);
        return rows;
      })
      .catch((error: unknown) => {
        if (wasCanceled(error)) return null;
        throw error;
      });
    looseAll = loose !== null && loose.length < LOOSE_CANDIDATES;
    for (const r of loose ?? []) ids.add(r.id);
  }
  const run = { candidates: ids.size, wholeWordsAll: newest < p.candidates, looseAll };
  if (ids.size === 0) return { ids: [], ...run };
  const ranked = (await step(rankedPage(p, [...ids], page))) as { id: string }[];
  return { ids: ranked.map((r) => r.id), ...run };
}

/** One page of results, best first, with what the search's total needs. */
export function runSearchCounted(db: Db, p: SearchQueryParams, page: { offset: number; take: number }) {
  return db.transaction((tx) => searchSteps(tx, p, page, (statement, on = tx) => queryRows(on, statement)));
}

/** The ids of one page of results, best first. */
export async function runSearch(db: Db, p: SearchQueryParams, page: { offset: number; take: number }) {
  return (await runSearchCounted(db, p, page)).ids;
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of every statement a search runs, with the same settings, in order
 * (for the benchmark and docs/decisions/011).
 */
export async function explainSearch(db: Db, p: SearchQueryParams, page = { offset: 0, take: 25 }) {
  const plans: string[] = [];
  await db.transaction((tx) =>
    searchSteps(tx, p, page, async (statement, on = tx) => {
      try {
        const plan = await queryRows<{ 'QUERY PLAN': string }>(
          on,
          sql`explain (analyze, buffers) ${statement}`,
        );
        plans.push(plan.map((line) => line['QUERY PLAN']).join('\n'));
      } catch (error) {
        if (wasCanceled(error)) plans.push(`cancelled after ${LOOSE_STEP_BUDGET_MS} ms`);
        throw error;
      }
      return queryRows(on, statement);
    }),
  );
  return plans;
}
