import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it, vi } from 'vitest';
import {
  hashingPlacesOf,
  hashingQueueStats,
  MAX_HASHING,
  MAX_WAITING,
} from '../../server/auth/hashing-queue';
import { addressForLimits } from '../../server/http/caller';
import { RATE_LIMITS } from '../../shared/constants';
import { nextAddress, setupAuthTestServer } from '../support/auth-client';

// Issue 30: a storm from a few addresses kept the hashing queue full without ever reaching its limit
// (refused before it was counted), and a person signing in from another address got in 1 time in 17.
const { post, register } = setupAuthTestServer();
const LOGIN = RATE_LIMITS.auth_login.limit;
const PASSWORD = 'right-password-1';
const freshEmail = () => `storm-${randomUUID().slice(0, 8)}@example.com`;

const wrongSignIn = (ip: string, email = freshEmail()) =>
  post('/api/auth/sign-in/email', { email, password: 'wrong-password-1' }, { ip });

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
          people.map((email) => post('/api/auth/sign-in/email', { email, password: PASSWORD })),
        );
        expect(answers.map((answer) => answer.status)).toEqual(Array(people.length).fill(200));
      }
    } finally {
      await storm.stop();
    }
  });

  it('an attempt the hashing queue refuses still costs its address and its account their count', async () => {
    const email = freshEmail();
    await register({ email, password: PASSWORD });
    await queueEmpty();
    // Fill the line from addresses of their own, then send the attempts that find it full.
    const filler = Array.from({ length: MAX_HASHING + MAX_WAITING + 4 }, () => wrongSignIn(nextAddress()));
    await vi.waitFor(() => expect(hashingQueueStats().waiting).toBe(MAX_WAITING), { timeout: 30_000 });
    const ip = nextAddress();
    const refused = await Promise.all([
      wrongSignIn(ip),
      ...Array.from({ length: LOGIN }, () => wrongSignIn(nextAddress(), email)),
    ]);
    expect(refused.map((r) => [r.status, r.body.error.code])).toEqual(
      Array(LOGIN + 1).fill([503, 'SERVICE_BUSY']),
    );
    await Promise.all(filler);
    await queueEmpty();
    // The address had one attempt fewer; the account, five wrong ones: paused, the right password too.
    const after: number[] = [];
    for (let n = 0; n < LOGIN; n++) after.push((await wrongSignIn(ip)).status);
    expect(after).toEqual([...Array(LOGIN - 1).fill(401), 429]);
    const right = await post('/api/auth/sign-in/email', { email, password: PASSWORD });
    expect([right.status, right.body.error.code]).toEqual([429, 'ACCOUNT_LOCKED']);
  });

  it('an address holds one place in the queue: a second attempt from it is refused at once, and counted', async () => {
    await queueEmpty();
    const filler = Array.from({ length: 6 }, () => wrongSignIn(nextAddress()));
    await vi.waitFor(() => expect(hashingQueueStats().waiting).toBeGreaterThanOrEqual(3), {
      timeout: 30_000,
    });
    const ip = nextAddress();
    const first = wrongSignIn(ip);
    await vi.waitFor(() => expect(hashingPlacesOf(addressForLimits(ip))).toBe(1), { timeout: 30_000 });
    const second = await wrongSignIn(ip);
    expect([second.status, second.body.error.code]).toEqual([503, 'SERVICE_BUSY']);
    expect((await first).status).toBe(401);
    await Promise.all(filler);
    const after: number[] = [];
    for (let n = 0; n < LOGIN - 1; n++) after.push((await wrongSignIn(ip)).status);
    expect(after).toEqual([...Array(LOGIN - 2).fill(401), 429]);
  });
});
