import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUser, type UpdateUserForm } from '../../../../shared/schemas/admin-users';
import { apiPatch } from '../../../lib/api-client';
import { adKeys, adminKeys } from '../../../lib/query-keys';

/** PATCH /api/v1/admin/users/{id}: name, email, role or disabled → the person after the change. */
export const updateUser = (id: string, change: UpdateUserForm) =>
  apiPatch(AdminUser, `/api/v1/admin/users/${encodeURIComponent(id)}`, change);

/** Changes one person, then refreshes the list (after a failure too: they may have changed meanwhile). */
export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, change }: { id: string; change: UpdateUserForm }) => updateUser(id, change),
    onSettled: async (_data, _error, { change }) => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      // Their ads leave or return to public lists.
      if (change.disabled !== undefined) await queryClient.invalidateQueries({ queryKey: adKeys.all });
    },
  });
}
