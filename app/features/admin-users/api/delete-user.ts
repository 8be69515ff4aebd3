import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as usersApi from '../../../../shared/api/admin-users';
import { callApi } from '../../../lib/api-client';
import { adKeys, adminKeys } from '../../../lib/query-keys';

/** DELETE /admin/users/{id}: the person with their ads, photos, ratings and notifications. */
export const deleteUser = (id: string) => callApi(usersApi.deleteUser, { params: { id } });

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: adminKeys.users() });
      await queryClient.invalidateQueries({ queryKey: adKeys.all });
    },
  });
}
