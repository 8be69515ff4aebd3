import { useCallback } from 'react';
import { useCategoryName } from '../../catalog/hooks/use-category-name';
import { useCityLabel } from '../../catalog/hooks/use-city-label';
import { type CatalogItem, isCategory } from '../utils/catalog-kind';

/** A category's or city's name in the interface language, as the rest of the site shows it. */
export function useItemName() {
  const categoryName = useCategoryName();
  const cityName = useCityLabel();
  return useCallback(
    (item: CatalogItem) => (isCategory(item) ? categoryName(item) : cityName(item)),
    [categoryName, cityName],
  );
}
