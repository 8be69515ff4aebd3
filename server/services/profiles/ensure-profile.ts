import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { displayNameStanding } from './display-name-rules';

export type ProfileRow = typeof profiles.$inferSelect;

const isForeignKeyViolation = (error: unknown) =>
  (error as { code?: string })?.code === '23503' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23503';

/**
 * SPEC: a person without a profile gets one named after the part of the email before @; when that
 * name is taken (or looks like another: display-name-rules.ts), a random number 0–999 is added. A
 * part that looks like the site's own name ('admin@…') is replaced by 'user'. Names are unique
 * regardless of case (an index enforces it), so a name taken between the check and the insert just
 * means another try. An account made with a phone number has no real email: its `chosenName` (the
 * name given at sign-up) takes the email's place.
 */
export async function ensureProfile(
  db: Db,
  user: { id: string; email: string },
  chosenName?: string,
): Promise<ProfileRow> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, user.id));
  if (existing) return existing;
  const local = chosenName || (user.email.split('@')[0] ?? '').slice(0, 36) || 'user';
  const base = (await displayNameStanding(db, local)) === 'reserved' ? 'user' : local;
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base.slice(0, 36)}${randomInt(0, 1000)}`;
    if (attempt < 19 && (await displayNameStanding(db, candidate)) !== 'available') continue;
    // The last try adds a longer suffix: 20 random picks of 0–999 can all be taken.
    const displayName = attempt === 19 ? `${base.slice(0, 36)}${randomInt(0, 1_000_000)}` : candidate;
    try {
      await db.insert(profiles).values({ id: user.id, displayName }).onConflictDoNothing();
    } catch (error) {
      // The account was deleted after its session was read (an admin deleted it meanwhile).
      if (isForeignKeyViolation(error)) throw new AppError('UNAUTHORIZED', 401);
      throw error;
    }
    const [created] = await db.select().from(profiles).where(eq(profiles.id, user.id));
    if (created) return created;
  }
  throw new Error(`profile for ${user.id} was not created`);
}
