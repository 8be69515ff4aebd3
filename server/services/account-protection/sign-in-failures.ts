import { eq, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../db/client';
import { signInFailures } from '../../db/schema/sign-in-failures';

/**
 * Wrong passwords in a row that an account takes before sign-in to it pauses: 1 minute at the 5th,
 * then twice as long at each further one (2, 4, 8 … minutes), never more than an hour. A day without
 * a failure starts the count again; a correct password or a password reset ends it.
 */
export const LOCKOUT = { afterFailures: 5, firstMinutes: 1, maxMinutes: 60, forgetAfterHours: 24 } as const;

export function lockMinutesAfter(failures: number): number {
  if (failures < LOCKOUT.afterFailures) return 0;
  return Math.min(LOCKOUT.maxMinutes, LOCKOUT.firstMinutes * 2 ** (failures - LOCKOUT.afterFailures));
}

/** Seconds until sign-in to the account is possible again; 0 when it is not paused. */
export async function secondsLocked(db: Db, accountKey: string): Promise<number> {
  const [row] = await queryRows<{ seconds: number }>(
    db,
    sql`select ceil(extract(epoch from locked_until - now()))::integer as seconds
        from sign_in_failures where account_key = ${accountKey} and locked_until > now()`,
  );
  return row?.seconds ?? 0;
}

/**
 * Counts one wrong password (in one statement, so concurrent failures each count) and pauses the
 * account when the count calls for it; `firstPause` is true for the failure that starts the first
 * pause of a run (its owner is told once, not at every failure). Rows of counts nobody added to for
 * a day are dropped.
 */
export async function recordSignInFailure(
  db: Db,
  accountKey: string,
): Promise<{ failures: number; lockedMinutes: number; firstPause: boolean }> {
  const forget = sql`now() - make_interval(hours => ${LOCKOUT.forgetAfterHours})`;
  const [row] = await queryRows<{ failures: number }>(
    db,
    sql`insert into sign_in_failures as f (account_key, failures, last_failure_at)
        values (${accountKey}, 1, now())
        on conflict (account_key) do update set
          failures = case when f.last_failure_at > ${forget} then f.failures + 1 else 1 end,
          last_failure_at = now()
        returning failures`,
  );
  const failures = row?.failures ?? 1;
  const lockedMinutes = lockMinutesAfter(failures);
  if (lockedMinutes > 0) {
    await db
      .update(signInFailures)
      .set({ lockedUntil: sql`now() + make_interval(mins => ${lockedMinutes})` })
      .where(eq(signInFailures.accountKey, accountKey));
  }
  await db.delete(signInFailures).where(sql`${signInFailures.lastFailureAt} < ${forget}`);
  return { failures, lockedMinutes, firstPause: failures === LOCKOUT.afterFailures };
}

/** A correct password or a completed password reset: the count starts again and any pause ends. */
export async function clearSignInFailures(db: Db, userId: string): Promise<void> {
  await db.delete(signInFailures).where(eq(signInFailures.accountKey, accountKeyOfUser(userId)));
}

export const accountKeyOfUser = (userId: string) => `user:${userId}`;
