import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import * as usersApi from '../../../../shared/api/admin-users';
import { callApi } from '../../../lib/api-client';
import { adminKeys } from '../../../lib/query-keys';
import type { UsersFilters } from '../utils/users-filters';

export const USERS_PAGE_SIZE = 20;

/** GET /admin/users: one page of people matching the filters, newest first, with the total. */
export function getAdminUsers(filters: UsersFilters, signal?: AbortSignal) {
  return callApi(usersApi.listUsers, {
    query: {
      q: filters.q.trim() || undefined,
      role: filters.role,
      status: filters.status,
      page: filters.page,
      limit: USERS_PAGE_SIZE,
    },
    signal,
  });
}

export const adminUsersQueryOptions = (filters: UsersFilters) =>
  queryOptions({
    queryKey: adminKeys.users(filters),
    queryFn: ({ signal }) => getAdminUsers(filters, signal),
    staleTime: 0,
  });

/** The page of people; the last page stays on screen while the next one loads. */
export function useAdminUsers(filters: UsersFilters) {
  return useQuery({ ...adminUsersQueryOptions(filters), placeholderData: keepPreviousData });
}
