import { findCity } from '../../../../shared/catalog-lookup';
import { DEFAULT_CITY_NAME } from '../../../../shared/constants';
import type { City } from '../../../../shared/schemas/catalog';

// The one lookup the server's pages use too; imported from here by the SPA's pages.
export { findCategory, findCity } from '../../../../shared/catalog-lookup';

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
