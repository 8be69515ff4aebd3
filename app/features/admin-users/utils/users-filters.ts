import {
  USER_ROLES,
  USER_STATUSES,
  type UserRole,
  type UserStatus,
} from '../../../../shared/schemas/admin-users';

/** What the users list shows; kept in the page's query string (?q=&role=&status=&page=). */
export type UsersFilters = {
  q: string;
  role?: UserRole;
  status?: UserStatus;
  page: number;
};

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : undefined;

/** Reads the filters from a query string; unknown values fall back to the defaults. */
export function readUsersFilters(params: URLSearchParams): UsersFilters {
  const page = Number(params.get('page'));
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    role: oneOf(USER_ROLES, params.get('role')),
    status: oneOf(USER_STATUSES, params.get('status')),
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of a set of filters (defaults left out, so the plain /admin/users is everyone). */
export function writeUsersFilters(filters: UsersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.q) params.set('q', filters.q);
  if (filters.role) params.set('role', filters.role);
  if (filters.status) params.set('status', filters.status);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

export const hasNarrowingFilters = (filters: UsersFilters) =>
  Boolean(filters.q.trim() || filters.role || filters.status);
