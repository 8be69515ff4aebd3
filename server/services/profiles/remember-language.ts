import { and, eq, isNull, ne, or } from 'drizzle-orm';
import type { Language } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

/**
 * Keeps the language a person last posted, edited or renewed an ad in: mail about their ads (the
 * expiry reminder) goes out in it. Writes only when it changed.
 */
export async function rememberLanguage(db: Db, userId: string, language: Language): Promise<void> {
  await db
    .update(profiles)
    .set({ language })
    .where(and(eq(profiles.id, userId), or(isNull(profiles.language), ne(profiles.language, language))));
}
