import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkRateLimit } from '../../server/services/rate-limit/check-rate-limit';
import { openSecondPool, openTestDatabase } from '../support/test-database';

let database: Awaited<ReturnType<typeof openTestDatabase>>;
let other: Awaited<ReturnType<typeof openSecondPool>>;
beforeAll(async () => {
  database = await openTestDatabase();
  other = await openSecondPool(database);
});
afterAll(async () => {
  await other?.close();
  await database?.cleanup();
});

describe('check_rate_limit across server processes', () => {
  it('counts as one limiter across separate connection pools', async () => {
    const id = `ip:${randomUUID()}`;
    const rule = { limit: 20, windowMinutes: 10 };
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        checkRateLimit(i % 2 ? database.db : other.db, id, 'search', rule),
      ),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(20);
  });
});
