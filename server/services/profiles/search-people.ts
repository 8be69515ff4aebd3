import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { user } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';

export interface PersonMatch {
  id: string;
  displayName: string;
  email: string;
  role: 'admin' | 'user';
}

// Control characters (NUL among them) cannot be stored or compared in PostgreSQL text: never sent.
// biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
const CONTROLS = /[\u0000-\u001F\u007F-\u009F]/g;

/** The text as a literal inside a LIKE pattern: its own %, _ and the escape character match themselves. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * People whose display name or email contains the text (any case), by display name; everyone when
 * the text is empty. For admins picking a person (e.g. a new owner of an ad).
 */
export async function searchPeople(
  db: Db,
  options: { text?: string; limit: number },
): Promise<PersonMatch[]> {
  const text = (options.text ?? '').replace(CONTROLS, '').trim();
  const pattern = `%${likeLiteral(text)}%`;
  return db
    .select({ id: profiles.id, displayName: profiles.displayName, email: user.email, role: profiles.role })
    .from(profiles)
    .innerJoin(user, eq(user.id, profiles.id))
    .where(text ? or(ilike(profiles.displayName, pattern), ilike(user.email, pattern)) : undefined)
    .orderBy(asc(sql`lower(${profiles.displayName})`), asc(profiles.id))
    .limit(options.limit);
}
