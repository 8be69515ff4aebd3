import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  hashingQueueStats,
  MAX_HASHING,
  MAX_WAITING,
  resetHashingPeak,
} from '../../../server/auth/hashing-queue';
import { hashCounts } from '../../../server/auth/stand-in-hash';
import * as authApi from '../../../shared/api/auth';
import type { Operation } from '../../../shared/api/operation';
import { errors as uk } from '../../../shared/i18n/uk/errors';
import { type BodyOf, setupAuthTestServer } from '../../support/auth-client';

const { post } = setupAuthTestServer();

/** Three times what the queue holds, all at once, each from its own address (no rate limit meets). */
async function storm<O extends Operation>(op: O, body: () => BodyOf<O>) {
  // The queue starts empty: the files of a worker share its module, and a hash run just before (by
  // this file or the one before it) keeps its slot for a rest as long as it took.
  await expectQueueEmpty();
  resetHashingPeak();
  const burst = 3 * (MAX_HASHING + MAX_WAITING);
  return Promise.all(Array.from({ length: burst }, () => post(op, body(), { lang: 'uk' })));
}

async function expectBoundedWithRefusals(answers: Awaited<ReturnType<typeof storm>>) {
  const refused = answers.filter((a) => a.status === 503);
  const checked = answers.filter((a) => a.status === 401);
  expect(refused.length + checked.length).toBe(answers.length);
  // Every hash the queue could hold ran; the rest were refused at once, never more at a time.
  expect(checked.length).toBeGreaterThanOrEqual(MAX_HASHING + MAX_WAITING);
  expect(refused.length).toBeGreaterThan(0);
  for (const answer of refused) {
    expect(answer.body).toEqual({ error: { code: 'SERVICE_BUSY', message: uk.SERVICE_BUSY } });
    expect(Number(answer.headers.get('retry-after'))).toBeGreaterThan(0);
  }
  const stats = hashingQueueStats();
  expect(stats.peakRunning).toBeGreaterThan(0);
  expect(stats.peakRunning).toBeLessThanOrEqual(MAX_HASHING);
  // Each slot rests as long as its last hash took, then the queue is empty again.
  await expectQueueEmpty();
}

async function expectQueueEmpty() {
  await vi.waitFor(
    () => {
      const { running, waiting } = hashingQueueStats();
      expect([running, waiting]).toEqual([0, 0]);
    },
    { timeout: 30_000 },
  );
}

// Each storm's hashes take their turns one after another, resting between: long on a busy machine.
describe('password hashing is a bounded queue', { timeout: 180_000 }, () => {
  it('email sign-ins beyond the queue get 503 with Retry-After (through better-auth)', async () => {
    const answers = await storm(authApi.signInEmail, () => ({
      email: `storm-${randomUUID()}@example.com`,
      password: 'wrong-password-1',
    }));
    await expectBoundedWithRefusals(answers);
  });

  it('phone sign-ins for unknown numbers (hashed by our own middleware) too', async () => {
    const answers = await storm(authApi.signInPhone, () => ({
      phoneNumber: `+1813${randomInt(1_000_000, 9_999_999)}`,
      password: 'wrong-password-1',
    }));
    await expectBoundedWithRefusals(answers);
  });

  it('a sign-in for an account that does not exist computes no hash: a stand-in takes its turn and time', async () => {
    const known = { email: `known-${randomUUID()}@example.com`, password: 'right-password-1' };
    expect((await post(authApi.signUpEmail, { ...known, name: 'Known Person' })).status).toBe(200);
    const wrong = await post(authApi.signInEmail, { ...known, password: 'wrong-password-1' });
    expect(wrong.status).toBe(401);
    const before = hashCounts();
    resetHashingPeak();
    const unknown = await Promise.all([
      post(authApi.signInEmail, {
        email: `nobody-${randomUUID()}@example.com`,
        password: 'x-password-1',
      }),
      post(authApi.signInPhone, {
        phoneNumber: `+1813${randomInt(1_000_000, 9_999_999)}`,
        password: 'x-password-1',
      }),
    ]);
    // The same answer as a wrong password, the queue's slot taken, nothing computed.
    expect(unknown.map((a) => [a.status, a.body.error.code])).toEqual([
      [401, wrong.body.error.code],
      [401, wrong.body.error.code],
    ]);
    expect(hashingQueueStats().peakRunning).toBeGreaterThan(0);
    expect(hashCounts()).toEqual({ computed: before.computed, standIns: before.standIns + 2 });
  });
});
