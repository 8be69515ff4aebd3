import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

export type ProfileRow = typeof profiles.$inferSelect;

async function nameIsTaken(db: Db, name: string): Promise<boolean> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(sql`lower(${profiles.displayName}) = lower(${name})`)
    .limit(1);
  return rows.length > 0;
}

/**
 * SPEC: a person without a profile gets one named after the part of the email before @; when that
 * name is taken, a random number 0–999 is added.
 */
export async function ensureProfile(db: Db, user: { id: string; email: string }): Promise<ProfileRow> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (existing) return existing;
  const base = (user.email.split('@')[0] ?? '').slice(0, 60) || 'user';
  let displayName = base;
  for (let attempt = 0; attempt < 10 && (await nameIsTaken(db, displayName)); attempt++) {
    displayName = `${base}${randomInt(0, 1000)}`;
  }
  await db.insert(profiles).values({ id: user.id, displayName }).onConflictDoNothing();
  const [created] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (!created) throw new Error(`profile for ${user.id} was not created`);
  return created;
}
