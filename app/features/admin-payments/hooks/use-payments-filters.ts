import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type PaymentsFilters, readPaymentsFilters, writePaymentsFilters } from '../utils/payments-filters';

/** The payments list's filters, read from and written to the URL, so a view can be reloaded or shared. */
export function usePaymentsFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readPaymentsFilters(searchParams), [searchParams]);
  const update = useCallback(
    (change: Partial<PaymentsFilters>) =>
      setSearchParams((current) => writePaymentsFilters({ ...readPaymentsFilters(current), ...change }), {
        // Typing in the search box replaces the entry instead of adding one per pause.
        replace: change.person !== undefined,
      }),
    [setSearchParams],
  );
  return { filters, update };
}
