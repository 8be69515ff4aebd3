import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Db, queryRows } from '../../server/db/client';
import { checkRateLimit, getRateLimitStatus } from '../../server/services/rate-limit/check-rate-limit';
import { openTestDatabase } from '../support/test-database';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database?.cleanup());

const rule = { limit: 20, windowMinutes: 10 };

describe('check_rate_limit', () => {
  it('allows exactly the limit under 50 concurrent calls', async () => {
    const id = `user:${randomUUID()}`;
    const results = await Promise.all(
      Array.from({ length: 50 }, () => checkRateLimit(database.db, id, 'search', rule)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
    expect(results.filter((r) => !r.allowed).every((r) => r.remaining === 0 && r.retry_after > 0)).toBe(true);
    expect(
      results
        .filter((r) => r.allowed)
        .map((r) => r.current_count)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    const status = await getRateLimitStatus(database.db, id, 'search', rule);
    expect(status).toMatchObject({ allowed: false, current_count: 20, limit: 20, remaining: 0 });
    expect(Date.parse(status.reset_time)).toBeGreaterThan(Date.now() + 9 * 60_000);
    expect(status.retry_after).toBeGreaterThan(9 * 60 - 5);
  });

  it('keeps identifiers and actions apart and reports the remaining count', async () => {
    const id = `user:${randomUUID()}`;
    const first = await checkRateLimit(database.db, id, 'auth_login');
    expect(first).toMatchObject({ allowed: true, current_count: 1, limit: 5, remaining: 4, retry_after: 0 });
    const other = await checkRateLimit(database.db, id, 'form_submit');
    expect(other).toMatchObject({ current_count: 1, limit: 10 });
    const unknown = await getRateLimitStatus(database.db, id, 'some_new_action');
    expect(unknown).toMatchObject({ allowed: true, current_count: 0, limit: 1000, remaining: 1000 });
  });

  it('frees the window once it has passed', async () => {
    const id = `user:${randomUUID()}`;
    const { sql } = await import('drizzle-orm');
    await checkRateLimit(database.db, id, 'auth_signup');
    await database.db.execute(
      sql`update rate_limit_events set created_at = created_at - interval '61 minutes' where identifier = ${id}`,
    );
    const after = await checkRateLimit(database.db, id, 'auth_signup');
    expect(after).toMatchObject({ allowed: true, current_count: 1 });
  });

  it('skips the WAL flush for its own transaction only, so other writes keep synchronous commit', async () => {
    const { sql } = await import('drizzle-orm');
    const setting = async (db: Db) =>
      (await queryRows<{ synchronous_commit: string }>(db, sql`show synchronous_commit`))[0]
        ?.synchronous_commit;
    const inside = await database.db.transaction(async (tx) => {
      await checkRateLimit(tx as unknown as Db, `user:${randomUUID()}`, 'search', rule);
      return setting(tx as unknown as Db);
    });
    expect(inside).toBe('off');
    for (let i = 0; i < 3; i++) await checkRateLimit(database.db, `user:${randomUUID()}`, 'search', rule);
    expect(await setting(database.db)).toBe('on');
  });

  it('fails open when the limiter itself errors', async () => {
    const broken = await openTestDatabase();
    await broken.cleanup();
    const result = await checkRateLimit(broken.db, 'user:x', 'search');
    expect(result).toMatchObject({ allowed: true, limit: 30, remaining: 30 });
  });
});
