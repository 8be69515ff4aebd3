import { randomUUID } from 'node:crypto';
import { hashPassword } from '../../server/auth/password';
import { openDatabase } from '../../server/db/client';
import { account, user } from '../../server/db/schema/auth';
import { profiles } from '../../server/db/schema/profiles';

const PASSWORD = 'harbour-willow-57';

/** How a real person fared signing in during an attack: answers and how long each took. */
export interface PersonTally {
  attempts: number;
  signedIn: number;
  statuses: Record<string, number>;
  latencyMs: { median: number; max: number };
}

/** A confirmed account with a password, made straight in the running server's database. */
export async function makeSigningInPerson(options: { databaseUrl?: string; dataDir: string }) {
  const database = await openDatabase({ ...options, shareRunning: true });
  try {
    const id = randomUUID();
    const email = `${id}@person.hromada.local`;
    await database.db.insert(user).values({ id, name: 'Real Person', email, emailVerified: true });
    await database.db.insert(profiles).values({ id, displayName: `Person ${id.slice(0, 8)}`, role: 'user' });
    const password = await hashPassword(PASSWORD);
    await database.db
      .insert(account)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password });
    return { email, password: PASSWORD };
  } finally {
    await database.close();
  }
}

/**
 * `times` sign-ins with the right password, spread evenly over `seconds`, each from an address never
 * seen before (as a person on a phone's changing network would), one after another.
 */
export async function signInThroughout(
  baseUrl: string,
  login: { email: string; password: string },
  { times, seconds }: { times: number; seconds: number },
): Promise<PersonTally> {
  const statuses: Record<string, number> = {};
  const took: number[] = [];
  const started = performance.now();
  for (let n = 0; n < times; n++) {
    const due = started + ((n + 0.5) * seconds * 1000) / times;
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - performance.now())));
    const sent = performance.now();
    const status = await fetch(`${baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseUrl,
        'x-forwarded-for': `10.201.${n}.${1 + Math.floor(Math.random() * 250)}`,
      },
      body: JSON.stringify(login),
      signal: AbortSignal.timeout(60_000),
    }).then(
      async (res) => {
        await res.arrayBuffer();
        return String(res.status);
      },
      () => 'no answer',
    );
    took.push(performance.now() - sent);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const sorted = took.sort((a, b) => a - b);
  return {
    attempts: times,
    signedIn: statuses['200'] ?? 0,
    statuses,
    latencyMs: {
      median: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      max: Math.round(sorted.at(-1) ?? 0),
    },
  };
}
