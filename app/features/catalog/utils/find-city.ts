import { DEFAULT_CITY_NAME } from '../../../../shared/constants';
import type { Category, City } from '../../../../shared/schemas/catalog';
import { slugify } from '../../../../shared/slug';

/** A city by id, slug or name ("St Petersburg", "st-petersburg", "ST PETERSBURG" all match). */
export function findCity(cities: readonly City[], value: string | null | undefined): City | undefined {
  const wanted = value?.trim();
  if (!wanted) return undefined;
  const slug = slugify(wanted);
  // The stored slug first: an admin may give a city a slug that is another city's name.
  return (
    cities.find((city) => city.id === wanted || city.slug === slug) ??
    cities.find((city) => slugify(city.name) === slug)
  );
}

export function findCategory(categories: readonly Category[], value: string | null | undefined) {
  const wanted = value?.trim().toLowerCase();
  if (!wanted) return undefined;
  return categories.find((category) => category.slug === wanted || category.id === wanted);
}

export type CitySource = 'path' | 'query' | 'stored' | 'default';

/**
 * SPEC section 4: the city in the path, else the `city` query parameter (name, slug or id), else the
 * stored choice, else Tampa when it exists, else the first city. A path naming no city resolves to
 * nothing (the page then shows 404); a bad query or stored value falls through to the next source.
 */
export function resolveSelectedCity(
  cities: readonly City[],
  sources: { path?: string | null; query?: string | null; stored?: string | null },
): { city: City | undefined; source: CitySource | null } {
  if (sources.path) {
    const city = findCity(cities, sources.path);
    return { city, source: city ? 'path' : null };
  }
  const fromQuery = findCity(cities, sources.query);
  if (fromQuery) return { city: fromQuery, source: 'query' };
  const fromStorage = findCity(cities, sources.stored);
  if (fromStorage) return { city: fromStorage, source: 'stored' };
  const fallback = findCity(cities, DEFAULT_CITY_NAME) ?? cities[0];
  return { city: fallback, source: fallback ? 'default' : null };
}
