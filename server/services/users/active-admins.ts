import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

/**
 * Locks the rows of every active admin (in id order, so two transactions never wait on each other
 * crosswise) for the rest of the transaction and returns their ids. Two admins demoting each other at
 * once then run one after the other, and the second sees that the first is no longer an admin.
 */
export async function lockActiveAdmins(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, 'admin'), eq(profiles.disabled, false)))
    .orderBy(asc(profiles.id))
    .for('update');
  return rows.map((row) => row.id);
}
