import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';
import { AppError } from '../../http/app-error';
import { displayNameTaken } from './ensure-profile';

const isUniqueViolation = (error: unknown) =>
  (error as { code?: string; cause?: { code?: string } })?.code === '23505' ||
  (error as { cause?: { code?: string } })?.cause?.code === '23505';

/** Renames a person; names are unique regardless of case (their own name in new case is fine). */
export async function updateDisplayName(db: Db, userId: string, displayName: string): Promise<void> {
  const taken = () =>
    new AppError('DISPLAY_NAME_TAKEN', 409, { fields: { display_name: 'displayNameTaken' } });
  if (await displayNameTaken(db, displayName, userId)) throw taken();
  try {
    await db.update(profiles).set({ displayName, updatedAt: new Date() }).where(eq(profiles.id, userId));
  } catch (error) {
    if (isUniqueViolation(error)) throw taken();
    throw error;
  }
}
