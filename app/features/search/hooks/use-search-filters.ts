import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readSearchFilters, type SearchFilters, writeSearchFilters } from '../utils/search-filters';

/** The search as the address holds it; each change is a new history entry, so Back and Forward walk through searches. */
export function useSearchFilters() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = useMemo(() => readSearchFilters(searchParams), [searchParams]);
  const go = useCallback(
    (next: SearchFilters) => setSearchParams(writeSearchFilters(next)),
    [setSearchParams],
  );
  return { filters, go };
}
