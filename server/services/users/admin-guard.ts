import { and, asc, eq } from 'drizzle-orm';
import { AppError } from '../../core/app-error';
import type { Viewer } from '../../core/viewer';
import type { Db } from '../../db/client';
import { profiles } from '../../db/schema/profiles';

/** An admin may not disable, demote or delete themselves: the site must keep someone who can undo it. */
export function refuseSelf(admin: Viewer, targetId: string): void {
  if (admin.id === targetId) throw new AppError('CANNOT_CHANGE_SELF', 403);
}

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

/** Refuses a change that takes `targetId` out of the active admins when nobody else is left. */
export function refuseLastAdmin(activeAdmins: string[], targetId: string): void {
  if (activeAdmins.includes(targetId) && !activeAdmins.some((id) => id !== targetId))
    throw new AppError('LAST_ADMIN', 409);
}
