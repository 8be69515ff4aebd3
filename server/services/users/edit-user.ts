import type { UpdateUserInput } from '../../../shared/schemas/admin-users';
import type { Deps } from '../../core/deps';
import type { Viewer } from '../../core/viewer';
import { requireAdministrator } from '../../policies/administer';
import { getUserOrNotFound, type UserRow } from './list-users';
import { updateUser } from './update-user';

/** PATCH /admin/users/{id}: an admin changes a person (update-user.ts); answers them after the change. */
export async function editUser(
  deps: Deps,
  viewer: Viewer | null,
  id: string,
  input: UpdateUserInput,
): Promise<UserRow> {
  const admin = requireAdministrator(viewer);
  await updateUser(deps, admin, id, input);
  return getUserOrNotFound(deps.db, id);
}
