import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import { hashingPlacesOf, hashingQueueStats } from '../../../server/auth/hashing-queue';
import { addressForLimits } from '../../../server/http/caller';
import * as authApi from '../../../shared/api/auth';
import { RATE_LIMITS } from '../../../shared/constants';
import { nextAddress, setupAuthTestServer } from '../../support/auth-client';

// Issue 30: a storm from a few addresses kept the hashing queue full without ever reaching its limit
// (refused before it was counted), and a person signing in from another address got in 1 time in 17.
const { post, register } = setupAuthTestServer();
const LOGIN = RATE_LIMITS.auth_login.limit;
const PASSWORD = 'right-password-1';
const freshEmail = () => `storm-${randomUUID().slice(0, 8)}@example.com`;

const wrongSignIn = (ip: string, email = freshEmail()) =>
  post(authApi.signInEmail, { email, password: 'wrong-password-1' }, { ip });

/** `loops` callers, each signing in with a wrong password again and again, from `addresses` in turn. */
function startStorm(addresses: string[], loops: number) {
  let running = true;
  const work = Array.from({ length: loops }, async (_, loop) => {
    for (let turn = loop; running; turn += loops) {
      await wrongSignIn(addresses[turn % addresses.length] as string);
      await sleep(50); // paced: the test's own process shares the cores with the server
    }
  });
  return {
    stop: async () => {
      running = false;
      await Promise.all(work);
    },
  };
}

const queueEmpty = () =>
  vi.waitFor(() => expect(hashingQueueStats()).toMatchObject({ running: 0, waiting: 0 }), {
    timeout: 120_000,
  });

// On a busy machine a hash and its rest take seconds, and the storm's waiters go first.
describe('sign-in under a storm', { timeout: 300_000 }, () => {
  it('people signing in from new addresses all get in while 8 loops from 17 addresses storm', async () => {
    const people = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const email = freshEmail();
        await register({ email, password: PASSWORD });
        return email;
      }),
    );
    await queueEmpty();
    const storm = startStorm(
      Array.from({ length: 17 }, () => nextAddress()),
      8,
    );
    try {
      await vi.waitFor(() => expect(hashingQueueStats().waiting).toBeGreaterThan(0), { timeout: 30_000 });
      // Twice each, all at once, each sign-in from an address of its own.
      for (let wave = 0; wave < 2; wave++) {
        const answers = await Promise.all(
          people.map((email) => post(authApi.signInEmail, { email, password: PASSWORD })),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(people.length).fill(200));
      }
    } finally {
      await storm.stop();
    }
  });

  it('an address holds one place in the queue; attempts refused meanwhile cost it and the account their count', async () => {
    const email = freshEmail();
    await register({ email, password: PASSWORD });
    await queueEmpty();
    // Others in line first, so the address's first attempt is still waiting when the next ones come.
    const others = Array.from({ length: 4 }, () => wrongSignIn(nextAddress()));
    await vi.waitFor(() => expect(hashingQueueStats().waiting).toBeGreaterThan(0), { timeout: 30_000 });
    const ip = nextAddress();
    const first = wrongSignIn(ip);
    await vi.waitFor(() => expect(hashingPlacesOf(addressForLimits(ip))).toBe(1), { timeout: 30_000 });
    const refused = await Promise.all(Array.from({ length: LOGIN - 1 }, () => wrongSignIn(ip, email)));
    expect(refused.map((r) => [r.status, r.body.error.code])).toEqual(
      Array(LOGIN - 1).fill([503, 'SERVICE_BUSY']),
    );
    expect((await first).status).toBe(401);
    await Promise.all(others);
    // Each refusal was counted: the address has used its five, the account has four wrong ones.
    expect((await wrongSignIn(ip)).status).toBe(429);
    expect((await wrongSignIn(nextAddress(), email)).status).toBe(401);
    const right = await post(authApi.signInEmail, { email, password: PASSWORD });
    expect([right.status, right.body.error.code]).toEqual([429, 'ACCOUNT_LOCKED']);
  });
});
