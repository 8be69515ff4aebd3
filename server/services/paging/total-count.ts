import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { ListTotal } from '../../../shared/schemas/ads';
import { type Db, queryRows } from '../../db/client';
import { advertisements as ads } from '../../db/schema/ads';
import { publiclyVisible } from '../ads/ad-query';

/**
 * Lists say how many ads they hold without reading them all: exactly up to this many (a count that
 * stops after one more), and above it the planner's estimate (docs/decisions/011, "Total count").
 */
export const EXACT_COUNT_LIMIT = 1000;

/** An estimate as people say it, to two significant digits ("about 12,000"); it is above the exact limit. */
export function roughly(estimate: number): number {
  const n = Math.max(Math.round(estimate), EXACT_COUNT_LIMIT + 1);
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(n)) - 1);
  return Math.round(n / unit) * unit;
}

type Plan = { Plan: { 'Plan Rows': number } };

/**
 * How many visible ads match `where`: exact up to EXACT_COUNT_LIMIT, else estimated. The estimate
 * leaves out the disabled-owner test: the planner guesses half the rows for such a join, while
 * disabled owners' ads are few.
 */
export async function countAds(db: Db, where: SQL | undefined): Promise<ListTotal> {
  const [counted] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from (select 1 from ${ads} where ${and(publiclyVisible, where)}
      limit ${EXACT_COUNT_LIMIT + 1}) as counted`,
  );
  const n = counted?.n ?? 0;
  if (n <= EXACT_COUNT_LIMIT) return { count: n, exact: true };
  return estimateAds(db, where);
}

/**
 * The planner's estimate of the ads matching `where` (above EXACT_COUNT_LIMIT), or `atLeast` when
 * the caller knows there are at least that many (the planner underestimates word starts).
 */
export async function estimateAds(db: Db, where: SQL | undefined, atLeast = 0): Promise<ListTotal> {
  const [plan] = await queryRows<{ 'QUERY PLAN': Plan[] }>(
    db,
    sql`explain (format json) select 1 from ${ads} where ${and(eq(ads.status, 'approved'), where)}`,
  );
  return { count: roughly(Math.max(plan?.['QUERY PLAN'][0]?.Plan['Plan Rows'] ?? 0, atLeast)), exact: false };
}
