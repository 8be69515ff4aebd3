import type { Category, City } from '../../../../shared/schemas/catalog';
import type { SearchSort } from '../../../../shared/schemas/search';
import { findCategory, findCity } from '../../catalog/utils/find-city';
import type { PostedWithin, SearchFilters } from './search-filters';

/** GET /search's query parameters (cities and categories as comma-separated slugs; defaults left out). */
export type SearchApiQuery = {
  q?: string;
  city?: string;
  category?: string;
  min_price?: number;
  max_price?: number;
  posted?: Exclude<PostedWithin, 'all'>;
  with_images?: 'true';
  events_only?: 'true';
  sort?: Exclude<SearchSort, 'newest'>;
};

export type Catalog = { cities: readonly City[]; categories: readonly Category[] };

const unique = (values: (string | undefined)[]) => [
  ...new Set(values.filter((value): value is string => Boolean(value))),
];

/** The address's cities (slug, name or id) and categories (slug or id) as slugs; unknown ones are dropped. */
export function withCatalogSlugs(filters: SearchFilters, catalog: Catalog): SearchFilters {
  return {
    ...filters,
    cities: unique(filters.cities.map((value) => findCity(catalog.cities, value)?.slug)),
    categories: unique(filters.categories.map((value) => findCategory(catalog.categories, value)?.slug)),
  };
}

/** The API question of a search whose cities and categories are slugs (withCatalogSlugs). */
export function toSearchApiQuery(filters: SearchFilters): SearchApiQuery {
  return {
    q: filters.q || undefined,
    city: filters.cities.join(',') || undefined,
    category: filters.categories.join(',') || undefined,
    min_price: filters.minPrice,
    max_price: filters.maxPrice,
    posted: filters.posted === 'all' ? undefined : filters.posted,
    with_images: filters.withImages ? 'true' : undefined,
    events_only: filters.eventsOnly ? 'true' : undefined,
    sort: filters.sort === 'newest' ? undefined : filters.sort,
  };
}
