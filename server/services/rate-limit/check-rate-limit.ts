import { sql } from 'drizzle-orm';
import { RATE_LIMITS, UNKNOWN_ACTION_LIMIT } from '../../../shared/constants';
import { type Db, queryRows } from '../../db/client';

export interface RateLimitResult {
  allowed: boolean;
  current_count: number;
  limit: number;
  remaining: number;
  reset_time: string;
  retry_after: number;
}

export function limitFor(action: string): { limit: number; windowMinutes: number } {
  return RATE_LIMITS[action as keyof typeof RATE_LIMITS] ?? UNKNOWN_ACTION_LIMIT;
}

type Row = Omit<RateLimitResult, 'reset_time'> & { reset_time: string | Date };

function normalise(row: Row): RateLimitResult {
  return { ...row, reset_time: new Date(row.reset_time).toISOString() };
}

function failOpen(limit: number, error: unknown): RateLimitResult {
  console.warn('rate limiter unavailable; allowing the action', error);
  const reset = new Date().toISOString();
  return { allowed: true, current_count: 0, limit, remaining: limit, reset_time: reset, retry_after: 0 };
}

async function callLimiter(
  db: Db,
  fn: 'check_rate_limit' | 'get_rate_limit_status',
  identifier: string,
  action: string,
  rule: { limit: number; windowMinutes: number },
): Promise<RateLimitResult> {
  try {
    const [row] = await queryRows<Row>(
      db,
      sql`select * from ${sql.identifier(fn)}(${identifier}, ${action}, ${rule.limit}, ${rule.windowMinutes})`,
    );
    return row ? normalise(row) : failOpen(rule.limit, new Error(`${fn} returned no row`));
  } catch (error) {
    return failOpen(rule.limit, error);
  }
}

/** Records one attempt of `action` by `identifier`. Fails open: a broken limiter never blocks people. */
export const checkRateLimit = (db: Db, identifier: string, action: string, rule = limitFor(action)) =>
  callLimiter(db, 'check_rate_limit', identifier, action, rule);

/** Reads the caller's standing without recording an attempt. */
export const getRateLimitStatus = (db: Db, identifier: string, action: string, rule = limitFor(action)) =>
  callLimiter(db, 'get_rate_limit_status', identifier, action, rule);
