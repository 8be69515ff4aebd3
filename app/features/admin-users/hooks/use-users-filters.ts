import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readUsersFilters, type UsersFilters, writeUsersFilters } from '../utils/users-filters';

/**
 * The users list's search, filters and page, read from and written to the URL, so a view can be
 * reloaded or shared. Any change but the page's own starts again at page 1.
 */
export function useUsersFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readUsersFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<UsersFilters>) =>
      setSearchParams((current) => writeUsersFilters({ ...readUsersFilters(current), page: 1, ...change }), {
        replace: change.q !== undefined,
      }),
    [setSearchParams],
  );
  return { filters, update };
}
