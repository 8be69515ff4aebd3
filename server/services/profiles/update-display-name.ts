import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { displayNameTakenError, refuseUnavailableDisplayName } from './display-name-rules';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * Renames a person. Names are unique by how they look (display-name-rules.ts); their own name in
 * another case is fine, and so is keeping the name they have.
 */
export async function updateDisplayName(db: Db, userId: string, displayName: string): Promise<void> {
  await refuseUnavailableDisplayName(db, displayName, 'display_name', userId);
  try {
    await db.update(profiles).set({ displayName, updatedAt: new Date() }).where(eq(profiles.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw displayNameTakenError('display_name');
    throw error;
  }
}
