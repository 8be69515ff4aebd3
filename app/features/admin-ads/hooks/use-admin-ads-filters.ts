import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type AdminAdsFilters, readAdminAdsFilters, writeAdminAdsFilters } from '../utils/admin-ads-filters';

/** The moderation filters and tab, read from and written to the URL, so a view can be reloaded or shared. */
export function useAdminAdsFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readAdminAdsFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<AdminAdsFilters>) =>
      setSearchParams((current) => writeAdminAdsFilters({ ...readAdminAdsFilters(current), ...change })),
    [setSearchParams],
  );
  return { filters, update };
}
