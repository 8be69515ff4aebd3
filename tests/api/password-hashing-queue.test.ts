import { randomInt, randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import {
  hashingQueueStats,
  MAX_HASHING,
  MAX_WAITING,
  resetHashingPeak,
} from '../../server/auth/hashing-queue';
import { errors as uk } from '../../shared/i18n/uk/errors';
import { setupAuthTestServer } from '../support/auth-client';

const { post } = setupAuthTestServer();

/** Three times what the queue holds, all at once, each from its own address (no rate limit meets). */
async function storm(path: string, body: () => unknown) {
  resetHashingPeak();
  const burst = 3 * (MAX_HASHING + MAX_WAITING);
  return Promise.all(Array.from({ length: burst }, () => post(path, body(), { lang: 'uk' })));
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
  await vi.waitFor(() => {
    const { running, waiting } = hashingQueueStats();
    expect([running, waiting]).toEqual([0, 0]);
  });
}

describe('password hashing is a bounded queue', () => {
  it('email sign-ins beyond the queue get 503 with Retry-After (through better-auth)', async () => {
    const answers = await storm('/api/auth/sign-in/email', () => ({
      email: `storm-${randomUUID()}@example.com`,
      password: 'wrong-password-1',
    }));
    await expectBoundedWithRefusals(answers);
  });

  it('phone sign-ins for unknown numbers (hashed by our own middleware) too', async () => {
    const answers = await storm('/api/auth/sign-in/phone-number', () => ({
      phoneNumber: `+1813${randomInt(1_000_000, 9_999_999)}`,
      password: 'wrong-password-1',
    }));
    await expectBoundedWithRefusals(answers);
  });
});
