import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { looseCandidates, rankedPage, type SearchQueryParams, wholeWordCandidates } from './search-query';
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

/** The statements of search-query.ts in order, each run through `step` (on the savepoint when given). */
async function searchSteps(
  tx: Db,
  p: SearchQueryParams,
  page: { offset: number; take: number },
  step: Step,
): Promise<string[]> {
  await tx.execute(SEARCH_SETTINGS);
  const whole = (await step(wholeWordCandidates(p))) as { id: string; newest: boolean }[];
  const ids = new Set(whole.map((r) => r.id));
  // Looser matches rank after every whole-word one, so they are needed only when whole words
  // cannot fill the page asked for.
  if (whole.filter((r) => r.newest).length < page.offset + page.take) {
    // In a savepoint: a cancelled statement would otherwise abort the whole transaction.
    const loose = await tx
      .transaction(async (sp) => {
        await sp.execute(LOOSE_STEP_SETTINGS);
        const rows = (await step(looseCandidates(p), sp)) as { id: string }[];
        await sp.execute(NO_TIMEOUT);
        return rows;
      })
      .catch((error: unknown) => {
        if (wasCanceled(error)) return [];
        throw error;
      });
    for (const r of loose) ids.add(r.id);
  }
  if (ids.size === 0) return [];
  const ranked = (await step(rankedPage(p, [...ids], page))) as { id: string }[];
  return ranked.map((r) => r.id);
}

/** The ids of one page of results, best first. */
export function runSearch(db: Db, p: SearchQueryParams, page: { offset: number; take: number }) {
  return db.transaction((tx) => searchSteps(tx, p, page, (statement, on = tx) => queryRows(on, statement)));
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
