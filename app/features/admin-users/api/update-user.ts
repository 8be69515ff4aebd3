import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as usersApi from '../../../../shared/api/admin-users';
import type { UpdateUserForm } from '../../../../shared/schemas/admin-users';
import { callApi } from '../../../lib/api-client';
import { adKeys, adminKeys } from '../../../lib/query-keys';

/** PATCH /admin/users/{id}: name, email, role or disabled → the person after the change. */
export const updateUser = (id: string, change: UpdateUserForm) =>
  callApi(usersApi.updateUser, { params: { id }, body: change });

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
