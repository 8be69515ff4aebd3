import { eq } from 'drizzle-orm';
import type { Deps } from '../../core/deps';
import type { Db } from '../../db/client';
import { session } from '../../db/schema/auth';
import { profiles } from '../../db/schema/profiles';

/** Disables (or enables) a person; disabling ends all their sessions in the same transaction. */
export async function setAccountDisabled(
  { db, clock, searchCache }: Pick<Deps, 'db' | 'clock' | 'searchCache'>,
  userId: string,
  disabled: boolean,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(profiles).set({ disabled, updatedAt: clock() }).where(eq(profiles.id, userId));
    if (disabled) await tx.delete(session).where(eq(session.userId, userId));
  });
  searchCache.forget();
}

export async function isAccountDisabled(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ disabled: profiles.disabled })
    .from(profiles)
    .where(eq(profiles.id, userId));
  return row?.disabled ?? false;
}
