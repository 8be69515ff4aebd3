import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AdminUser, type CreateUserForm } from '../../../../shared/schemas/admin-users';
import { apiPost } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /api/v1/admin/users: an account that signs in at once, with a display name and role. */
export const createUser = (input: CreateUserForm) => apiPost(AdminUser, '/api/v1/admin/users', input);

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
