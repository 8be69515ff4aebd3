import { useMemo } from 'react';
import { useCategories } from '../../catalog/api/get-categories';
import { useCities } from '../../catalog/api/get-cities';
import { withCatalogSlugs } from '../utils/search-api-query';
import type { SearchFilters } from '../utils/search-filters';

/**
 * Cities and categories for the filters, and the address's search with its cities and categories
 * turned into slugs (unknown ones dropped): undefined until the catalogue has loaded.
 */
export function useSearchCatalog(filters: SearchFilters) {
  const citiesQuery = useCities();
  const categoriesQuery = useCategories();
  const cities = citiesQuery.data;
  const categories = categoriesQuery.data;
  const resolved = useMemo(
    () => (cities && categories ? withCatalogSlugs(filters, { cities, categories }) : undefined),
    [filters, cities, categories],
  );
  return {
    cities: cities ?? [],
    categories: categories ?? [],
    resolved,
    isError: citiesQuery.isError || categoriesQuery.isError,
    error: citiesQuery.error ?? categoriesQuery.error,
    retry: () => {
      void citiesQuery.refetch();
      void categoriesQuery.refetch();
    },
  };
}
