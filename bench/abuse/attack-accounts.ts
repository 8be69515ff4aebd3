import { randomUUID } from 'node:crypto';
import { makeSignature } from 'better-auth/crypto';
import { sql } from 'drizzle-orm';
import { loadAuthSecret } from '../../server/auth/secret';
import { openDatabase, queryRows } from '../../server/db/client';
import { advertisements } from '../../server/db/schema/ads';
import { session, user } from '../../server/db/schema/auth';
import { profiles } from '../../server/db/schema/profiles';

/** A person of the upload storm: a signed-in session and an ad of their own, still pending. */
export interface Attacker {
  cookie: string;
  adId: string;
}

/**
 * People made straight in the running server's database (no sign-up round trips): each has a
 * session and a pending ad, which its owner may give images, as an abuser with fresh accounts would.
 */
export async function makeAttackers(options: {
  databaseUrl?: string;
  dataDir: string;
  count: number;
}): Promise<Attacker[]> {
  const database = await openDatabase({ ...options, shareRunning: true });
  try {
    const { db } = database;
    const secret = loadAuthSecret(options.dataDir, process.env.BETTER_AUTH_SECRET);
    const [place] = await queryRows<{ cityId: string; categoryId: string }>(
      db,
      sql`select (select id from cities order by slug limit 1) as "cityId",
                 (select id from categories where is_community order by slug limit 1) as "categoryId"`,
    );
    if (!place?.cityId || !place.categoryId) throw new Error('no city or community category to post in');
    const attackers: Attacker[] = [];
    for (let i = 0; i < options.count; i++) {
      const id = randomUUID();
      await db.insert(user).values({ id, name: `Abuser ${i}`, email: `${id}@abuse.hromada.local` });
      await db.insert(profiles).values({ id, displayName: `Abuser ${id.slice(0, 8)}`, role: 'user' });
      const [ad] = await db
        .insert(advertisements)
        .values({ title: `Storm ${i}`, userId: id, status: 'pending', ...place })
        .returning({ id: advertisements.id });
      const token = randomUUID().replaceAll('-', '');
      await db
        .insert(session)
        .values({ id: randomUUID(), token, userId: id, expiresAt: new Date(Date.now() + 3600_000) });
      const signed = encodeURIComponent(`${token}.${await makeSignature(token, secret)}`);
      attackers.push({ cookie: `better-auth.session_token=${signed}`, adId: ad?.id ?? '' });
    }
    return attackers;
  } finally {
    await database.close();
  }
}
