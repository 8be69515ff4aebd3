import type { AdminUser } from '../../shared/schemas/admin-users';
import type { UserRow } from '../services/users/list-users';

/** A person as admins see them (never a password hash or a session). */
export const presentAdminUser = (row: UserRow): AdminUser => ({
  id: row.id,
  display_name: row.displayName,
  email: row.email,
  role: row.role,
  disabled: row.disabled,
  created_at: row.createdAt.toISOString(),
  ad_count: Number(row.adCount),
});
