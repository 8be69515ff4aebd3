import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Takes back the newest counted `action` of `identifier` (an attempt that turned out right). Like the
 * limiter it fails open: a broken database never fails the request that succeeded.
 */
export async function giveBackAttempt(db: Db, identifier: string, action: string): Promise<void> {
  try {
    await db.execute(sql`
      delete from rate_limit_events where id = (
        select id from rate_limit_events
        where identifier = ${identifier} and action_type = ${action}
        order by created_at desc limit 1)`);
  } catch (error) {
    console.warn('rate limiter unavailable; an attempt was not given back', error);
  }
}
