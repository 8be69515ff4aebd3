import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/client';
import { openSecondPool, openTestDatabase, type TestDatabase } from '../support/test-database';

// Database.exclusive: a background job runs in one process at a time (a session advisory lock).

const LOCK = 424_242;
let database: TestDatabase;
let other: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  other = await openSecondPool(database);
});
afterAll(async () => {
  await other?.close();
  await database?.cleanup();
});

describe('an exclusive job', () => {
  it('is skipped by another process while it runs, and free for it once it ended', async () => {
    let release = () => {};
    let started = () => {};
    const holding = new Promise<void>((resolve) => (started = resolve));
    const running = database.exclusive(LOCK, () => {
      started();
      return new Promise<string>((resolve) => (release = () => resolve('done')));
    });
    await holding;
    expect(await other.exclusive(LOCK, async () => 'second')).toEqual({ ran: false });
    expect(await database.exclusive(LOCK, async () => 'same process, another connection')).toEqual({
      ran: false,
    });
    release();
    expect(await running).toEqual({ ran: true, value: 'done' });
    expect(await other.exclusive(LOCK, async () => 'now')).toEqual({ ran: true, value: 'now' });
  });

  it('leaves no lock behind on a pooled connection when the job fails', async () => {
    await expect(
      database.exclusive(LOCK, async () => {
        throw new Error('job failed');
      }),
    ).rejects.toThrow('job failed');
    expect(await other.exclusive(LOCK, async () => 1)).toEqual({ ran: true, value: 1 });
  });
});
