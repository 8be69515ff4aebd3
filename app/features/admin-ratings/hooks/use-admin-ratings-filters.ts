import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  type AdminRatingsFilters,
  readAdminRatingsFilters,
  writeAdminRatingsFilters,
} from '../utils/admin-ratings-filters';

/** The tab and the ad filter of /admin/ratings, in the URL, so a view can be reloaded or shared. */
export function useAdminRatingsFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readAdminRatingsFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<AdminRatingsFilters>) =>
      setSearchParams((current) =>
        writeAdminRatingsFilters({ ...readAdminRatingsFilters(current), ...change }),
      ),
    [setSearchParams],
  );
  return { filters, update };
}
