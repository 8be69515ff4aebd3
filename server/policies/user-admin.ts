import { AppError } from '../core/app-error';
import type { Viewer } from '../core/viewer';

/** An admin may not disable, demote or delete themselves: the site must keep someone who can undo it. */
export function refuseSelf(admin: Viewer, targetId: string): void {
  if (admin.id === targetId) throw new AppError('CANNOT_CHANGE_SELF', 403);
}

/** Refuses a change that takes `targetId` out of the active admins when nobody else is left. */
export function refuseLastAdmin(activeAdmins: readonly string[], targetId: string): void {
  if (activeAdmins.includes(targetId) && !activeAdmins.some((id) => id !== targetId))
    throw new AppError('LAST_ADMIN', 409);
}
