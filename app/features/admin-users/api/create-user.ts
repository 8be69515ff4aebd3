import { useMutation, useQueryClient } from '@tanstack/react-query';
import * as usersApi from '../../../../shared/api/admin-users';
import type { CreateUserForm } from '../../../../shared/schemas/admin-users';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';

/** POST /admin/users: an account that signs in at once, with a display name and role. */
export const createUser = (input: CreateUserForm) => callApi(usersApi.createUser, { body: input });

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
  });
}
