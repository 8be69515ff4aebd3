import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContent } from '../../../../shared/schemas/no-content';
import { apiDelete } from '../../../lib/api-client';
import { adKeys, adminKeys } from '../../../lib/query-keys';

/** DELETE /api/v1/admin/users/{id}: the person with their ads, photos, ratings and notifications. */
export const deleteUser = (id: string) =>
  apiDelete(NoContent, `/api/v1/admin/users/${encodeURIComponent(id)}`);

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
